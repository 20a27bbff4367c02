import { useParams } from 'react-router';
import { LinkFrame } from '@client/components/link-page';
import { LINK_TOKEN } from '@client/features/signing/api/signing-link';
import { InvalidLinkNotice } from '@client/features/signing/components/link/link-outcome';
import { SigningLinkView } from '@client/features/signing/components/link/signing-link-view';

/** /sign/:token?lang=… (no sign-in): a one-time signing link (decision 041); a malformed token asks nothing. */
export function Component() {
  const { token = '' } = useParams();
  if (!LINK_TOKEN.test(token))
    return (
      <LinkFrame>
        <InvalidLinkNotice />
      </LinkFrame>
    );
  return <SigningLinkView key={token} token={token} />;
}
