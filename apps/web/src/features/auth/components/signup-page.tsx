import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-errors';
import { useIsSignedIn } from '../../../stores/auth-store';
import { useSignup } from '../api/signup';
import { useStartSession } from '../api/use-start-session';
import { useSignupProgressStore } from '../signup-progress-store';
import { AuthCard } from './auth-card';
import { type AccountDetails, SignupAccountStep } from './signup-account-step';
import { SignupOrgStep } from './signup-org-step';
import { SignupSendDataStep } from './signup-send-data-step';
import { SignupStepper } from './signup-stepper';

/**
 * /signup in three steps: 1 the account, 2 the org and first project (the account is created
 * here), 3 how the app will send data. Step 3 lives in the address (?step=3) so a reload keeps it.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const [account, setAccount] = useState<AccountDetails | null>(null);
  // A password the server refused sends the user back to step 1, where the password is.
  const [refused, setRefused] = useState<{ details: AccountDetails; problem: string } | null>(null);
  const signup = useSignup();
  const startSession = useStartSession();
  const setFinishing = useSignupProgressStore((state) => state.setFinishing);

  // Signup is over once the page is left.
  useEffect(() => () => setFinishing(false), [setFinishing]);

  const onSendDataStep = params.get('step') === '3' && signedIn;
  const step = onSendDataStep ? 3 : account ? 2 : 1;

  const footer =
    step === 3 ? null : (
      <>
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary-ink hover:underline">
          Sign in
        </Link>
      </>
    );

  const titles = {
    1: { title: 'Create your account', description: 'Start observing your LLM app in minutes.' },
    2: { title: 'Name your workspace', description: 'You can rename both later in Settings.' },
    3: {
      title: 'How will you send data?',
      description: 'Point the SDK you already use at this server.',
    },
  } as const;

  return (
    <AuthCard
      title={titles[step].title}
      description={titles[step].description}
      footer={footer}
      wide={step === 3}
    >
      <SignupStepper step={step} />
      {step === 1 ? (
        <SignupAccountStep
          initial={account ?? refused?.details ?? null}
          passwordProblem={refused?.problem}
          onNext={(details) => {
            setRefused(null);
            setAccount(details);
          }}
        />
      ) : null}
      {step === 2 && account ? (
        <SignupOrgStep
          account={account}
          pending={signup.isPending}
          error={signup.error}
          onBack={() => {
            signup.reset();
            setAccount(null);
          }}
          onSubmit={(workspace) =>
            signup.mutate(
              { ...account, ...workspace },
              {
                // The guard lets a signed-in user stay while signup finishes (see the store).
                onError: (error) => {
                  if (!isApiError(error) || error.title !== 'Weak password') return;
                  setRefused({ details: account, problem: error.message });
                  setAccount(null);
                  signup.reset();
                },
                onSuccess: ({ token }) => {
                  setFinishing(true);
                  navigate('/signup?step=3', { replace: true });
                  startSession(token);
                },
              },
            )
          }
        />
      ) : null}
      {step === 3 ? <SignupSendDataStep onDone={() => navigate('/')} /> : null}
    </AuthCard>
  );
}
