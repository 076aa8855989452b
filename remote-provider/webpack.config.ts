import { defineAppConfig } from 'tooling/webpack';
import app from './module-federation.config.ts';

export default defineAppConfig(app);
