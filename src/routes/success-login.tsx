import { createFileRoute } from '@tanstack/react-router';
import { brand } from '../content/brand';
import { successPages } from '../content/flows';
import { pageHead } from '../content/pageMeta';
import { LoginRequired } from '../ui/LoginRequired';
import { SuccessScreen } from '../ui/flows/SuccessScreen';
import { useSessionView } from '../app/sessionGate';

export const Route = createFileRoute('/success-login')({
  head: () => pageHead('successLogin'),
  component: SuccessLogin,
});

function SuccessLogin() {
  const { session } = Route.useRouteContext();
  const { loggedIn } = useSessionView(session);
  if (!loggedIn) return <LoginRequired />;
  return (
    <SuccessScreen
      {...successPages.login}
      appStoreHref={brand.stores.appStore}
      googlePlayHref={brand.stores.googlePlay}
    />
  );
}
