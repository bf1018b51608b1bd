import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { CredentialsForm } from './credentials-form';
import { MfaCodeView } from './mfa-code-view';
import { MfaSetupView } from './mfa-setup-view';

function SignInHeading() {
  const [params] = useSearchParams();
  if (params.get('type') === 'newUser') {
    return (
      <div>
        <Title order={2} fz={24}>
          You have signed up successfully
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Please enter your login details
        </Text>
      </div>
    );
  }
  return (
    <Title order={2} fz={24}>
      Sign in to your account
    </Title>
  );
}

/** /auth/sign-in: credentials, then MFA set-up or code (spec 1 §2.2). */
export function SignInPage() {
  useDocumentTitle('Sign in');
  const flow = useSignInFlow();
  const { step } = flow;

  if (step.kind === 'setup') {
    return (
      <MfaSetupView
        setupLink={step.setupLink}
        error={flow.error}
        pending={flow.pending}
        onEdit={flow.clearError}
        onSubmit={flow.submitSetupCode}
      />
    );
  }
  if (step.kind === 'code') {
    return (
      <MfaCodeView
        setupCode={step.setupCode}
        error={flow.error}
        pending={flow.pending}
        onEdit={flow.clearError}
        onSubmit={flow.submitCode}
      />
    );
  }
  return (
    <Stack gap="lg">
      <SignInHeading />
      <CredentialsForm error={flow.error} pending={flow.pending} onEdit={flow.clearError} onSubmit={flow.submitCredentials} />
    </Stack>
  );
}
