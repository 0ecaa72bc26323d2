/* Route components of this area, loaded lazily by the router (one chunk for the auth pages). */
export { AuthCallbackPage } from './AuthCallbackPage.tsx';
export { AuthPage, LoginPage } from './AuthPages.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { LoginModalHost } from './LoginModalHost.tsx';
