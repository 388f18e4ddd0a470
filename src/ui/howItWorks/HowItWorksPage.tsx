import type { ReactNode } from 'react';
import { businessFaq, memberFaq } from '../../content/faq';
import { howItWorks } from '../../content/howItWorks';
import { faqPageLd, serializeLd } from '../../content/structuredData';
import { AboutMembers } from './AboutMembers';
import { AudienceTabs } from './AudienceTabs';
import { BusinessSignupSection } from './BusinessSignupSection';
import { DownloadCta } from './DownloadCta';
import { FaqSection } from './FaqSection';
import { GetStartedCta } from './GetStartedCta';
import { Steps } from './Steps';
import './howItWorks.css';

export type AudienceTabValue = 0 | 1;

export interface HowItWorksPageProps {
  activeTab: AudienceTabValue;
  openedQuestion?: number;
  loggedIn: boolean;
  onTabChange: (tab: AudienceTabValue) => void;
  /** Mounted inside the businesses tab's sign-up section. */
  signupForm: ReactNode;
}

const PANEL_ID = 'how-it-works-panel';
const tabs = [
  { value: 0, label: howItWorks.tabs.businesses, id: 'how-it-works-tab-businesses' },
  { value: 1, label: howItWorks.tabs.members, id: 'how-it-works-tab-members' },
] as const;

export function HowItWorksPage({
  activeTab,
  openedQuestion,
  loggedIn,
  onTabChange,
  signupForm,
}: HowItWorksPageProps) {
  const { hero, businesses, members } = howItWorks;
  return (
    <>
      {/* The business FAQ for search engines: the page at its canonical address opens on the
          businesses tab, so the members' questions are left out. JSON escaped for a script. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeLd(faqPageLd(businessFaq)) }}
      />
      <section className="hiw-hero" aria-labelledby="hiw-title">
        <div className="container hiw-hero__inner">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hiw-title">{hero.title}</h1>
          <p className="lead hiw-hero__lead">{hero.lead}</p>
          <AudienceTabs
            label={howItWorks.tabs.label}
            tabs={tabs}
            selected={activeTab}
            panelId={PANEL_ID}
            onSelect={onTabChange}
          />
        </div>
      </section>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabs[activeTab].id}>
        {activeTab === 0 ? (
          <>
            <Steps {...businesses.steps} />
            <BusinessSignupSection>{signupForm}</BusinessSignupSection>
            <FaqSection {...businesses.faq} items={businessFaq} openedQuestion={openedQuestion} />
            <GetStartedCta loggedIn={loggedIn} />
          </>
        ) : (
          <>
            <Steps {...members.steps} />
            <AboutMembers />
            <FaqSection {...members.faq} items={memberFaq} openedQuestion={openedQuestion} />
            <DownloadCta loggedIn={loggedIn} />
          </>
        )}
      </div>
    </>
  );
}
