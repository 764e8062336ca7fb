import { i18n } from '../../i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Notice } from '../../components/form/FormNotice';
import { serverMessage } from '../../components/serverMessage';
import { useSession } from '../../session/SessionContext';
import { toSessionUser } from '../../session/sessionUser';
import { useVerifySignInLinkMutation } from '../../mutations/useVerifySignInLinkMutation';

/** The link of a code mail: /userlogin?signin=… (the server mails it; it works once, for 10 minutes). */
export const SIGN_IN_LINK_PARAM = 'signin';

/**
 * Signs in with the `signin` parameter of the mail's link, once; the login page's own "signed in" redirect then
 * takes the customer where they were headed (one navigation, whoever signed them in). The parameter leaves the
 * address bar at once (a reload, the history or a shared screen must not show it). Answers the notice to show while
 * it runs or when the link is refused (the details step stays below to ask for a new code).
 */
export function useSignInLink(): Notice | null {
  const [params, setParams] = useSearchParams();
  const token = params.get(SIGN_IN_LINK_PARAM);
  const { signIn } = useSession();
  const [verifyLink] = useVerifySignInLinkMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const used = useRef<string | null>(null);

  useEffect(() => {
    // Once per link, even when effects run twice (StrictMode): a second call would find it used.
    if (!token || used.current === token) return;
    used.current = token;
    setParams(
      (current) => {
        current.delete(SIGN_IN_LINK_PARAM);
        return current;
      },
      { replace: true },
    );
    setNotice({ kind: 'success', text: i18n.t('login.signingIn') });
    verifyLink({ variables: { signin: token } })
      .then(({ data }) => {
        if (!data) throw new Error('no sign-in data');
        signIn(data.verifySignInLink.token, toSessionUser(data.verifySignInLink.user));
      })
      .catch((failure: unknown) => {
        setNotice({ kind: 'error', text: serverMessage(failure) ?? i18n.t('login.linkFailed') });
      });
  }, [token, setParams, verifyLink, signIn]);

  return notice;
}
