import { Group, Loader } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkPass } from '@shared/signing/signers.schema';
import { LinkFrame, useLinkLanguage, useStepFocus } from '@client/components/link-page';
import { isInvalidLink, useSigningLink } from '../../api/signing-link';
import { LinkCodeForm, LinkIntro } from './link-code-steps';
import { LinkDocumentStep } from './link-document-step';
import { InvalidLinkNotice, LinkDone, LinkLoadError } from './link-outcome';

type Step =
  | { kind: 'intro'; notice: string | null }
  | { kind: 'code'; emailHint: string }
  | { kind: 'document'; pass: string }
  | { kind: 'done'; result: 'signed' | 'declined' }
  | { kind: 'invalid' };

/*
 * What this tab remembers of the link, so that reloading the page neither asks for another code (a link sends
 * five at most) nor, once it is used up, reads as a broken link instead of "Thank you". Only this tab, only
 * until the pass runs out; the server checks the pass on every call.
 */
interface Remembered {
  pass?: LinkPass;
  done?: 'signed' | 'declined';
}

const storageKey = (token: string) => `haven.signing-link.${token}`;

function remembered(token: string): Remembered {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(token)) ?? '{}');
    return value && typeof value === 'object' ? (value as Remembered) : {};
  } catch {
    return {};
  }
}

function remember(token: string, value: Remembered) {
  try {
    sessionStorage.setItem(storageKey(token), JSON.stringify(value));
  } catch {
    // Private browsing may refuse storage: the page still works, a reload just asks for a new code.
  }
}

function firstStep(token: string): Step {
  const { pass, done } = remembered(token);
  if (done) return { kind: 'done', result: done };
  if (pass && Date.parse(pass.expiresAt) > Date.now()) return { kind: 'document', pass: pass.pass };
  return { kind: 'intro', notice: null };
}

/**
 * /sign/:token: the one-time signing link of someone who signs without an account (decision 041). First who
 * asks and where the code goes, then the e-mailed code, then the document (filled when it is theirs) with Sign
 * and Decline, then a last word. It speaks the language the link was sent in; a link that does not work shows
 * one clear page and no data.
 */
export function SigningLinkView({ token }: { token: string }) {
  const { t } = useTranslation('signing');
  const [step, setStep] = useState<Step>(() => firstStep(token));
  const link = useSigningLink(token, step.kind !== 'done' && step.kind !== 'invalid');

  // The link's language, once: the e-mail's ?lang= chose it already; a later choice in the menu stands.
  useLinkLanguage(link.data?.language);

  // The code step focuses its own input.
  const main = useStepFocus(step.kind, step.kind !== 'code');

  const onInvalid = useCallback(() => setStep({ kind: 'invalid' }), []);
  const onPassExpired = useCallback(
    (notice: string) => {
      remember(token, {});
      setStep({ kind: 'intro', notice });
    },
    [token],
  );
  const onVerified = useCallback(
    (pass: LinkPass) => {
      remember(token, { pass });
      setStep({ kind: 'document', pass: pass.pass });
    },
    [token],
  );
  const onDone = useCallback(
    (result: 'signed' | 'declined') => {
      remember(token, { done: result });
      setStep({ kind: 'done', result });
    },
    [token],
  );

  let content;
  if (step.kind === 'invalid' || (link.isError && isInvalidLink(link.error))) content = <InvalidLinkNotice />;
  else if (step.kind === 'done') content = <LinkDone result={step.result} />;
  else if (link.isError) content = <LinkLoadError error={link.error} onRetry={() => void link.refetch()} />;
  else if (link.isPending)
    content = (
      <Group justify="center" py="xl">
        <Loader aria-label={t('link.loading')} />
      </Group>
    );
  else if (step.kind === 'intro')
    content = (
      <LinkIntro
        token={token}
        link={link.data}
        notice={step.notice}
        onCodeSent={(emailHint) => setStep({ kind: 'code', emailHint })}
        onInvalid={onInvalid}
      />
    );
  else if (step.kind === 'code')
    content = (
      <LinkCodeForm token={token} emailHint={step.emailHint} onVerified={onVerified} onInvalid={onInvalid} />
    );
  else
    content = (
      <LinkDocumentStep
        token={token}
        pass={step.pass}
        onInvalid={onInvalid}
        onPassExpired={onPassExpired}
        onDone={onDone}
      />
    );

  return (
    <LinkFrame wide={step.kind === 'document'}>
      <div ref={main}>{content}</div>
    </LinkFrame>
  );
}
