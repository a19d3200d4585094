import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';

/** Loads a route module on demand; each module's default export is its page. */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const HomePage = page(() => import('./routes/home'));
const LearnTopicsPage = page(() => import('./routes/learn/topics'));
const LearnTopicPage = page(() => import('./routes/learn/topic'));
const CarbonCreditsPage = page(() => import('./routes/carbon-credits'));
const PortfolioPage = page(() => import('./routes/portfolio'));
const NewsPage = page(() => import('./routes/news'));
const ContactUsPage = page(() => import('./routes/contact-us'));
const AuthLoginPage = page(() => import('./routes/auth/login'));
const AuthSignupPage = page(() => import('./routes/auth/signup'));
const AboutTokenPage = page(() => import('./routes/about/token'));
const AboutCampaignsPage = page(() => import('./routes/about/campaigns'));
const AboutWhoWeArePage = page(() => import('./routes/about/who-we-are'));
const AboutCompanyHistoryPage = page(() => import('./routes/about/company-history'));
const AboutOurTeamPage = page(() => import('./routes/about/our-team'));
const AboutTestimonialsPage = page(() => import('./routes/about/testimonials'));
const AboutFaqPage = page(() => import('./routes/about/faq'));
const AdminOwnerPage = page(() => import('./routes/admin/owner'));
const AdminInboxPage = page(() => import('./routes/admin/inbox'));
const NotFoundPage = page(() => import('./routes/not-found'));

const toToken = <Navigate to={paths.about.token} replace />;

/**
 * The route table: every route of spec section 2 inside the shared layout. Declarative routes
 * (not the data router) keep React Router's share of the first load small; see
 * docs/decisions/0004-prerender-and-first-load.md.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="learn" element={<LearnTopicsPage />} />
        <Route path="learn/:id" element={<LearnTopicPage />} />
        <Route path="carbon-credits" element={<CarbonCreditsPage />} />
        <Route path="portfolio" element={<PortfolioPage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="contact-us" element={<ContactUsPage />} />
        <Route path="login" element={<AuthLoginPage />} />
        <Route path="signup" element={<AuthSignupPage />} />
        <Route path="about">
          <Route index element={toToken} />
          <Route path="token" element={<AboutTokenPage />} />
          <Route path="campaigns" element={<AboutCampaignsPage />} />
          <Route path="who-we-are" element={<AboutWhoWeArePage />} />
          <Route path="company-history" element={<AboutCompanyHistoryPage />} />
          <Route path="our-team" element={<AboutOurTeamPage />} />
          <Route path="testimonials" element={<AboutTestimonialsPage />} />
          <Route path="faq" element={<AboutFaqPage />} />
          <Route path="*" element={toToken} />
        </Route>
        {/* The operators' pages: in no menu, noindex, not prerendered. */}
        <Route path="admin" element={<AdminOwnerPage />} />
        <Route path="admin/inbox" element={<AdminInboxPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
