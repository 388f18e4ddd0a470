import { createFileRoute } from '@tanstack/react-router';
import { brand } from '../content/brand';
import { successPages } from '../content/flows';
import { pageHead } from '../content/pageMeta';
import { LoginRequired } from '../ui/LoginRequired';
import { SuccessScreen } from '../ui/flows/SuccessScreen';
import { requireLogin } from '../app/guards';

export const Route = createFileRoute('/success-signup')({
  beforeLoad: ({ context }) => requireLogin(context.session),
  head: () => pageHead('successSignup'),
  component: SuccessSignup,
});

function SuccessSignup() {
  if (Route.useRouteContext().access === 'loginRequired') return <LoginRequired />;
  return (
    <SuccessScreen
      {...successPages.signup}
      note={successPages.signup.contact}
      appStoreHref={brand.stores.appStore}
      googlePlayHref={brand.stores.googlePlay}
    />
  );
}
