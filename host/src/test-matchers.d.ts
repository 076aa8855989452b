// Types for Testing Library's matchers (toBeInTheDocument, …) on jest's global `expect` in host tests.
import type {} from '@testing-library/jest-dom';
