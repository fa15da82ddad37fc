import { Route, Switch } from 'wouter';
import { spaRoutes } from '@shared/spa-routes';
import { withMessages } from '@/i18n/i18n';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { Protected } from './protected';

// The pages that are never a first screen (decision 015): loaded, with this table, when one is opened.
// Settings shows the plan as the subscription page does: both load the subscription area.
const SettingsRoute = lazyWhenOnline(() =>
  withMessages('settings', withMessages('subscription', import('./routes/settings'))),
);
const SubscriptionRoute = lazyWhenOnline(() => withMessages('subscription', import('./routes/subscription')));
// The local test checkout and billing pages show a subscription's state with the subscription area.
const SubscriptionTestRoute = lazyWhenOnline(() => withMessages('subscription', import('./routes/subscription-test')));
const PrivacyRoute = lazyWhenOnline(() => withMessages('legal', import('./routes/privacy')));
const TermsRoute = lazyWhenOnline(() => withMessages('legal', import('./routes/terms')));
const NotFoundRoute = lazyWhenOnline(() => withMessages('titles', import('./routes/not-found')));
const AdminRoute = lazyWhenOnline(() => import('./routes/admin'));
// The unsubscribe page's messages are in the settings area (it names Settings › Notifications).
const UnsubscribeRoute = lazyWhenOnline(() => withMessages('settings', import('./routes/unsubscribe')));
const CertificateRoute = lazyWhenOnline(() => withMessages('certificate', import('./routes/certificate')));
const ExamRoute = lazyWhenOnline(() => withMessages('quiz', import('./routes/exam')));
const RecordRoute = lazyWhenOnline(() => withMessages('quiz', import('./routes/record')));
const StoryRoute = lazyWhenOnline(() => import('./routes/story'));
const VerifyCredentialRoute = lazyWhenOnline(() => withMessages('certificate', import('./routes/verify-credential')));
const JoinRoute = lazyWhenOnline(() => import('./routes/join'));
const TeachRoute = lazyWhenOnline(() => import('./routes/teach'));

/** The routes of every page but the first screens (app/router.tsx), and the not-found page. */
export default function OtherRoutes() {
  return (
    <Switch>
      <Route path={spaRoutes.settings}>
        <Protected>
          <SettingsRoute />
        </Protected>
      </Route>
      <Route path={spaRoutes.testCheckout}>
        <Protected>
          <SubscriptionTestRoute page="checkout" />
        </Protected>
      </Route>
      <Route path={spaRoutes.testBilling}>
        <Protected>
          <SubscriptionTestRoute page="billing" />
        </Protected>
      </Route>
      <Route path={spaRoutes.subscription}>
        <Protected>
          <SubscriptionRoute />
        </Protected>
      </Route>
      <Route path={spaRoutes.premium}>
        <Protected>
          <SubscriptionRoute />
        </Protected>
      </Route>
      <Route path={spaRoutes.exam}>
        <Protected>
          <ExamRoute />
        </Protected>
      </Route>
      <Route path={spaRoutes.record}>
        <Protected>
          <RecordRoute />
        </Protected>
      </Route>
      <Route path={spaRoutes.story}>
        {(params) => (
          <Protected>
            <StoryRoute id={params.id} />
          </Protected>
        )}
      </Route>
      <Route path={spaRoutes.join}>
        {(params) => (
          <Protected>
            <JoinRoute code={params.code} />
          </Protected>
        )}
      </Route>
      <Route path={spaRoutes.teach}>
        <Protected>
          <TeachRoute classId={null} />
        </Protected>
      </Route>
      <Route path={spaRoutes.teachClass}>
        {(params) => (
          <Protected>
            <TeachRoute classId={params.classId} />
          </Protected>
        )}
      </Route>
      <Route path={spaRoutes.privacy} component={PrivacyRoute} />
      <Route path={spaRoutes.terms} component={TermsRoute} />
      <Route path={spaRoutes.admin} component={AdminRoute} />
      <Route path={spaRoutes.unsubscribe} component={UnsubscribeRoute} />
      <Route path={spaRoutes.verifyCredential} component={VerifyCredentialRoute} />
      <Route path={spaRoutes.certificate}>{(params) => <CertificateRoute id={params.id} />}</Route>
      {/* Any other path: the server answers it with 404 too (isSpaRoute in shared/spa-routes.ts). */}
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
