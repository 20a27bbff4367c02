import { Group, Loader } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LinkFrame,
  LinkLoadError,
  LinkNotice,
  useLinkLanguage,
  useStepFocus,
} from '@client/components/link-page';
import { isInvalidLink, useReferenceLink } from '../../api/reference-link';
import { ReferenceQuestionnaire } from './reference-questionnaire';

type Step = 'questionnaire' | 'done' | 'invalid';

/*
 * Only that this tab sent the answers, so that reloading the page reads "Thank you" rather than a broken link
 * (the used link answers INVALID_TOKEN like any other). Nothing of the answers is kept.
 */
const storageKey = (token: string) => `haven.reference-link.${token}`;

function sentHere(token: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(token)) === 'completed';
  } catch {
    return false;
  }
}

function rememberSent(token: string) {
  try {
    sessionStorage.setItem(storageKey(token), 'completed');
  } catch {
    // Private browsing may refuse storage: a reload then shows that the link no longer works.
  }
}

/** A link that does not work, whatever the reason: one clear page in the link's language, and no data. */
export function InvalidReferenceLink() {
  const { t } = useTranslation('references');
  return (
    <LinkNotice
      tone="invalid"
      title={t('link.invalidTitle')}
      body={t('link.invalidBody')}
      help={t('link.invalidHelp')}
    />
  );
}

/**
 * /reference/:token: the questionnaire of someone a family named as a reference (issue 44), without an account.
 * It speaks the language the link was sent in (`?lang=`, then the link's own); a link that does not work shows one
 * clear page and no data; once sent, a last word.
 */
export function ReferenceLinkView({ token }: { token: string }) {
  const { t } = useTranslation('references');
  const [step, setStep] = useState<Step>(() => (sentHere(token) ? 'done' : 'questionnaire'));
  const link = useReferenceLink(token, step === 'questionnaire');

  // The link's language, once: the e-mail's ?lang= chose it already; a later choice in the menu stands.
  useLinkLanguage(link.data?.language);

  const main = useStepFocus(step);

  const onInvalid = useCallback(() => setStep('invalid'), []);
  const onDone = useCallback(() => {
    rememberSent(token);
    setStep('done');
  }, [token]);

  let content;
  if (step === 'invalid' || (link.isError && isInvalidLink(link.error))) content = <InvalidReferenceLink />;
  else if (step === 'done')
    content = (
      <LinkNotice
        tone="done"
        title={t('link.doneTitle')}
        body={t('link.doneBody')}
        help={t('link.closePage')}
      />
    );
  else if (link.isError)
    content = (
      <LinkLoadError
        title={t('link.errorTitle')}
        retryLabel={t('link.retry')}
        error={link.error}
        onRetry={() => void link.refetch()}
      />
    );
  else if (link.isPending)
    content = (
      <Group justify="center" py="xl">
        <Loader aria-label={t('link.loading')} />
      </Group>
    );
  else
    content = <ReferenceQuestionnaire token={token} link={link.data} onDone={onDone} onInvalid={onInvalid} />;

  return (
    <LinkFrame wide={step === 'questionnaire' && link.isSuccess}>
      <div ref={main}>{content}</div>
    </LinkFrame>
  );
}
