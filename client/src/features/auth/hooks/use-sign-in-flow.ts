import { messages } from '@cashloop/shared/common/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadSignedInUser, storeToken } from '@/lib/session';
import { takeRedirect, writeValue } from '@/lib/storage';
import { useCreateMfaConnection } from '../api/create-mfa-connection';
import { useLogin, type LoginAnswer } from '../api/login';
import { useVerifyMfa } from '../api/verify-mfa';
import { failureText } from '../failure-text';

export type SignInStep =
  | { kind: 'credentials' }
  | { kind: 'setup'; session: string; setupLink: string | null }
  | { kind: 'code'; session: string; setupCode: string | null };

/** Spec 1 §4 sign-in flow: password, then MFA set-up or code; each answer's session feeds the next step. */
export function useSignInFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SignInStep>({ kind: 'credentials' });
  const [credentials, setCredentials] = useState({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const login = useLogin();
  const setup = useCreateMfaConnection();
  const verify = useVerifyMfa();

  const advance = (answer: LoginAnswer, setupCode: string | null) => {
    setError(null);
    if (answer.status === 'MFA_SETUP') {
      // qrcodeData is the otpauth:// set-up link itself (spec 1 §7).
      setStep({ kind: 'setup', session: answer.session, setupLink: answer.qrcodeData });
    } else {
      setStep({ kind: 'code', session: answer.session, setupCode });
    }
  };

  const finish = async (idToken: string) => {
    setFinishing(true);
    try {
      queryClient.clear();
      storeToken(idToken);
      await loadSignedInUser();
      navigate(takeRedirect() ?? '/', { replace: true });
    } catch (e) {
      // Without the user the session is unusable, so it is not kept half-made.
      writeValue('token', null);
      writeValue('tokenExpiry', null);
      setError(failureText(e, messages.incorrectLogin));
      setStep({ kind: 'credentials' });
    } finally {
      setFinishing(false);
    }
  };

  const submitCredentials = (email: string, password: string) => {
    setError(null);
    setCredentials({ email, password });
    login.mutate(
      { email, password },
      { onSuccess: (answer) => advance(answer, null), onError: (e) => setError(failureText(e, messages.incorrectLogin)) },
    );
  };

  const submitSetupCode = (code: string, onWrongCode: () => void) => {
    if (step.kind !== 'setup') return;
    setError(null);
    setup.mutate(
      { mfaToken: code, email: credentials.email, password: credentials.password, session: step.session },
      {
        onSuccess: (answer) => advance(answer, code),
        onError: (e) => {
          setError(failureText(e, messages.incorrectCode));
          onWrongCode();
        },
      },
    );
  };

  const submitCode = (code: string) => {
    if (step.kind !== 'code') return;
    setError(null);
    verify.mutate(
      { mfaToken: code, email: credentials.email, session: step.session },
      { onSuccess: ({ idToken }) => void finish(idToken), onError: (e) => setError(failureText(e, messages.incorrectCode)) },
    );
  };

  return {
    step,
    error,
    clearError: () => setError(null),
    submitCredentials,
    submitSetupCode,
    submitCode,
    pending: login.isPending || setup.isPending || verify.isPending || finishing,
  };
}
