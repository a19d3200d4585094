import { t } from '@lingui/core/macro';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SampleBadge } from '@/components/ui/sample-badge';
import { SocialLink } from '@/components/ui/social-icon';
import { PageSampleNotice, SourcedList } from '@/components/content/sourced-list';
import { anySample, isSample } from '@/content/provenance';
import type { TeamMember } from '@/content/schemas';
import { teamMembers } from '@/content/team';

// One badge per card covers the person and their profile links: a card is a sample when either is.
const cardIsSample = (member: TeamMember) => isSample(member) || anySample(member.socialLinks);

export default function OurTeamRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`About`}
        title={t`Our team`}
        description={t`Meet the team behind Green Planet ECO.`}
        lead={t`The people who run Green Planet ECO, and where to find them.`}
      />
      <PageSampleNotice show={teamMembers.some(cardIsSample)} />
      <Section>
        <SourcedList items={teamMembers} empty={t`No team profiles published yet.`}>
          {(shown) => (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {shown.map((member) => {
                const name = member.name;
                return (
                  <Reveal as="li" key={member.id}>
                    <article className="flex h-full flex-col items-center rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                      {cardIsSample(member) ? <SampleBadge className="mb-4 self-end" /> : null}
                      <img
                        src={member.imgSrc}
                        alt={t`Illustrated portrait of ${name}`}
                        width={320}
                        height={320}
                        loading="lazy"
                        decoding="async"
                        className="size-36 rounded-full bg-brand-50 object-cover"
                      />
                      <h2 className="mt-5 text-lg font-semibold text-brand-950">{member.name}</h2>
                      <p className="text-sm font-medium text-brand-700">{member.position}</p>
                      {member.bio.trim() ? (
                        <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
                      ) : null}
                      {member.socialLinks.length > 0 ? (
                        <ul className="mt-auto flex gap-2 pt-5">
                          {member.socialLinks.map((link) => (
                            <li key={link.id}>
                              <SocialLink
                                link={link}
                                owner={name}
                                className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100"
                                iconClassName="size-4"
                              />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </article>
                  </Reveal>
                );
              })}
            </ul>
          )}
        </SourcedList>
      </Section>
    </>
  );
}
