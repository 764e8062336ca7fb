import { ContentPage } from '../../components/ContentPage';

/**
 * Slot: customer login in two steps, info then OTP (SPEC.md sections 4, 5, 7, 8). Auth feature.
 * On success call useSession().signIn(token, user) and navigate('/').
 */
export function UserLoginPage() {
  return (
    <ContentPage title="Login" intro="Sign in with your e-mail address and a one-time code." />
  );
}
