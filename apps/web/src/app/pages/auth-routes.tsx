// The signed-out screens, loaded together with the first of them that opens (see router.tsx):
// they are small and link to each other.
export { AuthRedirectPage } from '../../features/auth/components/auth-redirect-page';
export { JoinPage } from '../../features/auth/components/join-page';
export { LoginPage } from '../../features/auth/components/login-page';
export { RequestPasswordResetPage } from '../../features/auth/components/request-password-reset-page';
export { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
export { SignupPage } from '../../features/auth/components/signup-page';
export { SsoCallbackPage } from '../../features/auth/components/sso-callback-page';
export { VerifyEmailPage } from '../../features/auth/components/verify-email-page';
