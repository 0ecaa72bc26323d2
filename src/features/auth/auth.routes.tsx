/* Route components of this area, loaded lazily by the router (one chunk for the auth pages). */
export { AuthCallbackPage } from './screens/AuthCallbackPage.tsx';
export { AuthPage, LoginPage } from './screens/AuthPages.tsx';
export { ResetPasswordPage } from './screens/ResetPasswordPage.tsx';
export { LoginModalHost } from './components/LoginModalHost.tsx';
