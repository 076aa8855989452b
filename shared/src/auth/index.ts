export { setAuthService, authService, hasAuthService, type AuthService } from './auth-service.ts';
