import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormField, fieldAria } from '../../components/form/FormField';
import { FormNotice } from '../../components/form/FormNotice';
import { useFormErrors } from '../../components/form/useFormErrors';
import { serverMessage } from '../../components/serverMessage';
import { useSession } from '../../session/SessionContext';
import { useAdminLoginMutation } from './useAdminLoginMutation';
import { useAdminSignInLinkMutation } from './useAdminSignInLinkMutation';
import '../../components/form/form.css';
import './admin-login.css';

export const ADMIN_LOGIN_MESSAGES = {
  email: 'Email is required',
  password: 'Password is required',
  failed: 'Login failed',
} as const;

/**
 * Admin login (SPEC.md sections 5, 7, 8): e-mail and password; the token is kept under adminToken.
 * Default export: loaded lazily with the admin chunk.
 */
export default function AdminLoginPage() {
  const { setAdminToken } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, check } = useFormErrors<'email' | 'password'>('admin-');
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { loading }] = useAdminLoginMutation();
  const [signInWithLink] = useAdminSignInLinkMutation();
  const [params, setParams] = useSearchParams();
  const linkUsed = useRef(false);

  // The link mailed while password sign-in of the account is paused: /wp-admin?signin=…, used once, then dropped.
  useEffect(() => {
    const signin = params.get('signin');
    if (!signin || linkUsed.current) return;
    linkUsed.current = true;
    setParams({}, { replace: true });
    signInWithLink({ variables: { signin } })
      .then(({ data }) => {
        if (!data) throw new Error('no token in the answer');
        setAdminToken(data.adminSignInLink.token);
        navigate('/admin/dashboard', { replace: true });
      })
      .catch((error: unknown) => setFailure(serverMessage(error) ?? ADMIN_LOGIN_MESSAGES.failed));
  }, [params, setParams, signInWithLink, setAdminToken, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : ADMIN_LOGIN_MESSAGES.email,
      password: password ? undefined : ADMIN_LOGIN_MESSAGES.password,
    };
    const valid = check(found);
    setFailure(null);
    if (!valid) return;
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('no token in the answer');
      setAdminToken(data.adminLogin.token);
      navigate('/admin/dashboard');
    } catch (error) {
      setFailure(serverMessage(error) ?? ADMIN_LOGIN_MESSAGES.failed);
    }
  };

  return (
    <main className="admin-login">
      <section className="admin-login__card">
        <h1>Admin Login</h1>
        <form className="form-stack" noValidate onSubmit={submit} aria-label="Admin Login">
          <FormField id="admin-email" label="Email" error={errors.email}>
            <input
              id="admin-email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...fieldAria('admin-email', errors.email)}
            />
          </FormField>
          <FormField id="admin-password" label="Password" error={errors.password}>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...fieldAria('admin-password', errors.password)}
            />
          </FormField>
          <FormNotice notice={failure ? { kind: 'error', text: failure } : null} />
          <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
            {loading ? 'Signing in...' : 'Login'}
          </button>
        </form>
      </section>
    </main>
  );
}
