import { useParams } from 'react-router';
import { LinkFrame } from '@client/components/link-page';
import { REFERENCE_TOKEN } from '@client/features/references/api/reference-link';
import {
  InvalidReferenceLink,
  ReferenceLinkView,
} from '@client/features/references/components/link/reference-link-view';

/** /reference/:token?lang=… (no sign-in): a reference's questionnaire (issue 44); a malformed token asks nothing. */
export function Component() {
  const { token = '' } = useParams();
  if (!REFERENCE_TOKEN.test(token))
    return (
      <LinkFrame>
        <InvalidReferenceLink />
      </LinkFrame>
    );
  return <ReferenceLinkView key={token} token={token} />;
}
