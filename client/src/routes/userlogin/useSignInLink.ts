import { i18n } from '../../i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Notice } from '../../components/form/FormNotice';
import { serverMessage } from '../../components/serverMessage';
import { useSession } from '../../session/SessionContext';
import { toSessionUser } from '../../session/sessionUser';
import { useVerifySignInLinkMutation } from './useVerifySignInLinkMutation';
import { handOverSignIn } from '../../session/signInChannel';

/** The link of a code mail: /userlogin?signin=… (the server mails it; it works once, for 10 minutes). */
export const SIGN_IN_LINK_PARAM = 'signin';

export interface SignInLinkState {
  /** While the link is checked, or why it was refused (the details step stays below to ask for a new code). */
  notice: Notice | null;
  /** A tab waiting at the code step for this e-mail took the sign-in over: this tab stays to say so. */
  handedOver: boolean;
}

/**
 * Signs in with the `signin` parameter of the mail's link, once, and hands the session to the tabs waiting at the
 * code step for that e-mail (a mail app opens the link in a new tab). Unless one took it over, the login page's own
 * "signed in" redirect then takes the customer where they were headed (one navigation, whoever signed them in). The
 * parameter leaves the address bar at once (a reload, the history or a shared screen must not show it).
 */
export function useSignInLink(): SignInLinkState {
  const [params, setParams] = useSearchParams();
  const token = params.get(SIGN_IN_LINK_PARAM);
  const { signIn } = useSession();
  const [verifyLink] = useVerifySignInLinkMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [handedOver, setHandedOver] = useState(false);
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
      .then(async ({ data }) => {
        if (!data) throw new Error('no sign-in data');
        const session = { token: data.verifySignInLink.token, user: toSessionUser(data.verifySignInLink.user) };
        const taken = await handOverSignIn(session.token, session.user);
        // One render: signed in and, when another tab took over, no redirect.
        if (taken) {
          setHandedOver(true);
          setNotice(null);
        }
        signIn(session.token, session.user);
      })
      .catch((failure: unknown) => {
        setNotice({ kind: 'error', text: serverMessage(failure) ?? i18n.t('login.linkFailed') });
      });
  }, [token, setParams, verifyLink, signIn]);

  return { notice, handedOver };
}
