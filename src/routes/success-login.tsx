import { createFileRoute } from '@tanstack/react-router';
import { brand } from '../content/brand';
import { successPages } from '../content/flows';
import { pageHead } from '../content/pageMeta';
import { LoginRequired } from '../ui/LoginRequired';
import { SuccessScreen } from '../ui/flows/SuccessScreen';
import { requireLogin } from '../app/guards';

export const Route = createFileRoute('/success-login')({
  beforeLoad: ({ context }) => requireLogin(context.session),
  head: () => pageHead('successLogin'),
  component: SuccessLogin,
});

function SuccessLogin() {
  if (Route.useRouteContext().access === 'loginRequired') return <LoginRequired />;
  return (
    <SuccessScreen
      {...successPages.login}
      appStoreHref={brand.stores.appStore}
      googlePlayHref={brand.stores.googlePlay}
    />
  );
}
