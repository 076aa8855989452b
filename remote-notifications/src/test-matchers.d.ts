// Types for Testing Library's matchers (toBeInTheDocument, …) on jest's global `expect` in this remote's tests.
import type {} from '@testing-library/jest-dom';
