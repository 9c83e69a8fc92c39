import { Button, Text } from '@fluentui/react-components';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { AuthLayout, useFormStyles } from './auth-layout';
import { CodeForm } from './code-form';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { CustomChallengeForm } from './custom-challenge-form';
import { loginMessages } from './login-messages';
import { MfaChoiceForm } from './mfa-choice-form';
import { NewPasswordForm } from './new-password-form';
import { answerCustomChallenge, chooseMfa, completeNewPassword, confirmCode } from './sign-in-flow';
import type { FlowState, SignInState } from './sign-in-steps';
import { smsIntroMessage, stepMessages } from './step-messages';
import { TotpSetup } from './totp-setup';

type StepState = NonNullable<FlowState>;

const titles: Record<StepState['step'], MessageDescriptor> = {
  newPassword: stepMessages.newPasswordTitle,
  chooseMfa: stepMessages.chooseMfaTitle,
  smsCode: stepMessages.smsTitle,
  totpCode: stepMessages.totpTitle,
  totpSetup: stepMessages.setupTitle,
  customChallenge: stepMessages.customTitle,
  confirmSignUp: stepMessages.confirmSignUpTitle,
};

interface StepProps {
  state: StepState;
  advance: (next: SignInState) => Promise<void>;
  restart: () => void;
}

const StepBody = ({ state, advance, restart }: StepProps) => {
  const intl = useIntl();
  const { username } = state;
  switch (state.step) {
    case 'newPassword':
      return (
        <NewPasswordForm
          username={username}
          missingAttributes={state.missingAttributes}
          onSubmit={async (password, attributes) =>
            advance(await completeNewPassword(username, password, attributes))
          }
        />
      );
    case 'chooseMfa':
      return (
        <MfaChoiceForm
          allowed={state.allowed}
          onChoice={async (type) => advance(await chooseMfa(username, type))}
        />
      );
    case 'smsCode':
      return (
        <>
          <Text>
            {state.destination
              ? intl.formatMessage(smsIntroMessage, { destination: state.destination })
              : intl.formatMessage(stepMessages.smsIntroUnknown)}
          </Text>
          <CodeForm onCode={async (code) => advance(await confirmCode(username, code))} />
        </>
      );
    case 'totpCode':
      return (
        <>
          <Text>{intl.formatMessage(stepMessages.totpIntro)}</Text>
          <CodeForm onCode={async (code) => advance(await confirmCode(username, code))} />
        </>
      );
    case 'totpSetup':
      return (
        <TotpSetup
          username={username}
          secret={state.secret}
          onCode={async (code) => advance(await confirmCode(username, code))}
        />
      );
    case 'customChallenge':
      return (
        <CustomChallengeForm
          question={state.question}
          onAnswer={async (answer) => advance(await answerCustomChallenge(username, answer))}
        />
      );
    case 'confirmSignUp':
      return (
        <ConfirmSignUpForm
          username={username}
          password={state.password}
          advance={advance}
          restart={restart}
        />
      );
  }
};

/** A sign-in step after the password, with a way back to the username and password. */
export const SignInStepScreen = ({ state, advance, restart }: StepProps) => {
  const intl = useIntl();
  const styles = useFormStyles();
  return (
    <AuthLayout title={intl.formatMessage(titles[state.step])}>
      <StepBody key={state.step} state={state} advance={advance} restart={restart} />
      <div className={styles.links}>
        <Button appearance="subtle" onClick={restart}>
          {intl.formatMessage(loginMessages.backToSignIn)}
        </Button>
      </div>
    </AuthLayout>
  );
};
