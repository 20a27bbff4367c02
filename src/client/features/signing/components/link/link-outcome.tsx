import { useTranslation } from 'react-i18next';
import { LinkLoadError as LinkPageLoadError, LinkNotice } from '@client/components/link-page';

/**
 * A link that does not work, whatever the reason (used, expired, replaced, locked, made up): the same page, no
 * data, and what to do next.
 */
export function InvalidLinkNotice() {
  const { t } = useTranslation('signing');
  return (
    <LinkNotice
      tone="invalid"
      title={t('link.invalidTitle')}
      body={t('link.invalidBody')}
      help={t('link.invalidHelp')}
    />
  );
}

/** The link could not be read for another reason (offline, server trouble): try again. */
export function LinkLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('signing');
  return (
    <LinkPageLoadError
      title={t('link.errorTitle')}
      retryLabel={t('link.retry')}
      error={error}
      onRetry={onRetry}
    />
  );
}

/** After the signature or the decline: the link is used up, nothing more to do here. */
export function LinkDone({ result }: { result: 'signed' | 'declined' }) {
  const { t } = useTranslation('signing');
  const signed = result === 'signed';
  return (
    <LinkNotice
      tone={signed ? 'done' : 'declined'}
      title={signed ? t('link.signedTitle') : t('link.declinedTitle')}
      body={signed ? t('link.signedBody') : t('link.declinedBody')}
      help={t('link.closePage')}
    />
  );
}
