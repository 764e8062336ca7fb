import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../session/SessionContext';
import { PageLoading } from '../../components/PageLoading';
import { FormNotice } from '../../components/form/FormNotice';
import { useAdminTokenCheck } from './useAdminTokenCheck';
import '../../components/status-pill.css';

/**
 * Admin screens show only with an admin token the server accepts (SPEC.md section 4): it is verified on every
 * path change; a refused token is removed and the visitor goes to /wp-admin. The first check holds the screen
 * back; later ones run beside the screen with a small indicator.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { adminToken, clearAdminToken } = useSession();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [verifiedToken, setVerifiedToken] = useState<string | null>(null);
  const { latest, checking } = useAdminTokenCheck(adminToken, pathname, attempt);

  useEffect(() => {
    if (latest?.state === 'invalid') clearAdminToken();
    if (latest?.state === 'valid') setVerifiedToken(latest.token);
  }, [latest, clearAdminToken]);

  if (!adminToken || latest?.state === 'invalid') return <Navigate to="/wp-admin" replace />;
  if (verifiedToken !== adminToken) {
    if (latest?.state === 'unreachable' && !checking) {
      return (
        <div className="form-card form-stack">
          <FormNotice notice={{ kind: 'error', text: 'Could not verify the admin session. Check the connection and try again.' }} />
          <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      );
    }
    return <PageLoading label="Checking admin session..." />;
  }
  return (
    <>
      {checking && (
        <p className="status-pill" role="status">
          Checking session...
        </p>
      )}
      {children}
    </>
  );
}
