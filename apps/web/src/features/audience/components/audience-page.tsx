// 'Audience': how many listen now and over 24 h / 7 / 30 days with each programme's
// slot shaded, each programme against its previous weeks, the most played mixes and replays, the
// contests' votes, and the station's totals. Every chart has its table; every table its CSV.
import type { AudienceRange, AudienceReport } from '@station/shared';
import { AUDIENCE_RANGES } from '@station/shared/client';
import { useQuery } from '@tanstack/react-query';
import { RotateCw } from '../../../ui/icons.tsx';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { audienceQuery } from '../api/audience-query.ts';
import '../audience.css';
import { DataTable } from './data-table.tsx';
import { TimeChart } from './time-chart.tsx';

const RANGE_LABEL: Record<AudienceRange, string> = { '24h': '24 heures', '7d': '7 jours', '30d': '30 jours' };
const seconds = (iso: string) => new Date(iso).getTime() / 1000;
const when = (iso: string) => (iso.length === 10 ? iso.split('-').reverse().join('/') : formatDateTime(new Date(iso)));

function ListenersSection({ report }: { report: AudienceReport }) {
  const chart = useMemo(() => {
    const times = report.points.map((point) => seconds(point.at));
    const series = [{ label: report.range === '24h' ? 'Auditeurs' : 'Moyenne', values: report.points.map((point) => point.average), color: '--accent-text' }];
    if (report.range !== '24h') series.push({ label: 'Pic', values: report.points.map((point) => point.peak), color: '--violet' });
    const bands = report.slots.map((slot) => ({ from: seconds(slot.from), to: seconds(slot.to), label: slot.title }));
    return { times, series, bands };
  }, [report]);
  return (
    <section className="audience-section card" aria-labelledby="audience-listeners">
      <h2 id="audience-listeners">Auditeurs du direct · {RANGE_LABEL[report.range]}</h2>
      <p className="audience-section__lead">Les bandes colorées sont les créneaux des programmes.</p>
      <TimeChart label={`Auditeurs du direct sur ${RANGE_LABEL[report.range]}`} {...chart} />
      <DataTable
        caption={`Auditeurs (${RANGE_LABEL[report.range]})`}
        fileName={`audience-auditeurs-${report.range}`}
        header={report.range === '24h' ? ['Minute', 'Auditeurs'] : ['Heure', 'Moyenne', 'Pic']}
        rows={report.points.map((point) => (report.range === '24h' ? [when(point.at), point.average] : [when(point.at), point.average, point.peak]))}
        folded
      />
    </section>
  );
}

function ProgrammesSection({ report }: { report: AudienceReport }) {
  const weeks = report.programmes[0]?.weeks.slice(1) ?? [];
  return (
    <section className="audience-section card" aria-labelledby="audience-programmes">
      <h2 id="audience-programmes">Par programme</h2>
      <p className="audience-section__lead">Moyenne et pic d'auditeurs pendant le créneau, sur les 7 derniers jours et les semaines précédentes.</p>
      <DataTable
        caption="Programmes"
        fileName="audience-programmes"
        header={['Programme', 'Moyenne (7 j)', 'Pic (7 j)', ...weeks.map((week) => `Moyenne S-${week.weeks_ago}`)]}
        rows={report.programmes.map((programme) => [programme.title, programme.average, programme.peak, ...programme.weeks.slice(1).map((week) => week.average)])}
      />
    </section>
  );
}

function PlaysSection({ report }: { report: AudienceReport }) {
  return (
    <section className="audience-section card" aria-labelledby="audience-plays">
      <h2 id="audience-plays">Mixes et replays les plus écoutés · {RANGE_LABEL[report.range]}</h2>
      <DataTable
        caption="Mixes et replays"
        fileName={`audience-ecoutes-${report.range}`}
        header={['Titre', 'Type', 'Lancés', 'Écoutés 30 s et plus']}
        rows={report.top_plays.map((play) => [play.title, play.kind === 'mix' ? 'Mix' : 'Replay', play.started, play.listened])}
      />
    </section>
  );
}

function VotesSection({ report }: { report: AudienceReport }) {
  const chart = useMemo(() => {
    const buckets = [...new Set(report.votes.map((vote) => vote.at))].sort();
    const sum = (at: string, key: 'free' | 'premium') => report.votes.filter((vote) => vote.at === at).reduce((total, vote) => total + vote[key], 0);
    return {
      times: buckets.map((at) => seconds(at.length === 10 ? `${at}T12:00:00Z` : at)),
      series: [
        { label: 'Gratuits', values: buckets.map((at) => sum(at, 'free')), color: '--accent-text' },
        { label: 'Premium', values: buckets.map((at) => sum(at, 'premium')), color: '--violet' },
      ],
    };
  }, [report]);
  return (
    <section className="audience-section card" aria-labelledby="audience-votes">
      <h2 id="audience-votes">Votes des concours · {RANGE_LABEL[report.range]}</h2>
      {chart.times.length > 0 && <TimeChart label={`Votes gratuits et premium sur ${RANGE_LABEL[report.range]}`} height={200} {...chart} />}
      <DataTable
        caption="Votes"
        fileName={`audience-votes-${report.range}`}
        header={[report.range === '24h' ? 'Heure' : 'Jour', 'Concours', 'Gratuits', 'Premium']}
        rows={report.votes.map((vote) => [when(vote.at), vote.title, vote.free, vote.premium])}
      />
    </section>
  );
}

function TotalsSection({ report }: { report: AudienceReport }) {
  const totals: [string, number][] = [
    ['Comptes', report.totals.accounts],
    ['Abonnements aux programmes', report.totals.follows],
    ['Abonnés à la newsletter', report.totals.newsletter_subscribers],
  ];
  return (
    <section className="audience-section card" aria-labelledby="audience-totals">
      <h2 id="audience-totals">La station en chiffres</h2>
      <ul className="audience-figures">
        <li>
          <span className="audience-figures__value">{report.listeners_now}</span> auditeurs en ce moment
        </li>
        {totals.map(([name, value]) => (
          <li key={name}>
            <span className="audience-figures__value">{value}</span> {name.toLowerCase()}
          </li>
        ))}
      </ul>
      <DataTable caption="Totaux" fileName="audience-totaux" header={['Indicateur', 'Valeur']} rows={[['Auditeurs en ce moment', report.listeners_now], ...totals]} />
    </section>
  );
}

export default function AudiencePage() {
  const [range, setRange] = useState<AudienceRange>('24h');
  const query = useQuery(audienceQuery(range));
  return (
    <>
      <PageHeading title="Audience" eyebrow="Administration" lead="Qui écoute, quand, quoi : le direct minute par minute, les programmes, les mixes, les replays et les votes.">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void query.refetch()}>
          <RotateCw size={16} aria-hidden="true" /> Actualiser
        </button>
      </PageHeading>
      <fieldset className="audience-ranges">
        <legend className="visually-hidden">Période</legend>
        {AUDIENCE_RANGES.map((each) => (
          <button key={each} type="button" className={`btn btn--small ${each === range ? 'btn--primary' : 'btn--ghost'}`} aria-pressed={each === range} onClick={() => setRange(each)}>
            {RANGE_LABEL[each]}
          </button>
        ))}
      </fieldset>
      <QueryState query={query} errorText="Impossible de charger l'audience.">
        {(report) => (
          <div className="columns-wide audience-sections">
            <TotalsSection report={report} />
            <ListenersSection report={report} />
            <ProgrammesSection report={report} />
            <PlaysSection report={report} />
            <VotesSection report={report} />
          </div>
        )}
      </QueryState>
    </>
  );
}
