import { useState } from 'react';
import { Alert, Anchor, Tabs } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@shared/paths';
import { AuthCard } from '@client/components/auth-card';
import { CenteredLoader } from '@client/components/centered-loader';
import { SignInForm } from '@client/features/auth/components/sign-in-form';
import { SignUpForm } from '@client/features/auth/components/sign-up-form';
import { returnPathAfterSignIn } from '@client/lib/auth/return-path';
import { useAuth } from '@client/lib/auth/use-auth';

type AuthTab = 'sign-in' | 'sign-up';

export function Component() {
  const { loading, session } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>('sign-in');
  const [signInEmail, setSignInEmail] = useState('');

  if (loading) return <CenteredLoader />;
  if (session) return <Navigate to={returnPathAfterSignIn(searchParams, session.user.kind)} replace />;

  const confirmationFailed = searchParams.get('confirmation') === 'invalid';

  return (
    <AuthCard title="Staff Portal">
      {confirmationFailed && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Confirmation failed">
          This confirmation link is invalid or has expired. Please sign in, or sign up again.
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'sign-up' ? 'sign-up' : 'sign-in')}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="sign-in">Sign In</Tabs.Tab>
          <Tabs.Tab value="sign-up">Sign Up</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sign-in" pt="lg">
          <SignInForm
            defaultEmail={signInEmail}
            onSignedIn={() => void navigate(returnPathAfterSignIn(searchParams, 'staff'), { replace: true })}
          />
          <Anchor component={Link} to={PATHS.staffForgotPassword} size="sm" mt="sm" display="inline-block">
            Forgot password?
          </Anchor>
        </Tabs.Panel>
        <Tabs.Panel value="sign-up" pt="lg">
          <SignUpForm
            onSignedUp={(email) => {
              setSignInEmail(email);
              setTab('sign-in');
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
