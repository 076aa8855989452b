import { createParcel } from 'shared/parcel';
import { ConsentBanner } from '../features/consent/components/consent-banner.tsx';
import { Footer } from '../features/footer/components/footer.tsx';
import { MailingListSignUp } from '../features/mailing-list/components/mailing-list-sign-up.tsx';

/** The footer is on every page with the layout, so the cookie banner comes with it. */
function FooterRoot() {
  return (
    <>
      <Footer signUp={<MailingListSignUp />} />
      <ConsentBanner />
    </>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel(FooterRoot, 'Footer');
