import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  Channel,
  ConsentCategory,
  ConsentStanding,
  type ConsentRegister,
} from '@/api/generated/consent/model';
import { FigureTable, type FigureRow } from '@/components/data-table/figure-table';
import { ScrollRegion, useContentWidthTableStyles } from '@/components/data-table/scroll-region';
import { channelLabels } from '@/i18n/communication-labels';
import { consentCategoryLabels, consentStandingLabels } from '@/i18n/consent-labels';
import { enumValues } from '@/utils/enum-values';
import { consentMessages as messages, rowLabelMessage } from './consent-messages';

const CHANNELS = enumValues(Channel);
// Recalls first: they are what consent decides.
const CATEGORIES = [...enumValues(ConsentCategory)].reverse();
const STANDINGS = enumValues(ConsentStanding);

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** The register's counts: one row per channel and category, one column per standing. */
export const ConsentCounts = ({ register }: { register: ConsentRegister }) => {
  const intl = useIntl();
  const styles = useStyles();
  const tableStyles = useContentWidthTableStyles();
  const headingId = useId();
  const title = intl.formatMessage(messages.countsTitle);
  const countOf = (channel: Channel, category: ConsentCategory, standing: ConsentStanding) =>
    register.counts.find(
      (count) => count.channel === channel && count.category === category && count.standing === standing,
    )?.patients ?? 0;
  const rows: FigureRow[] = CATEGORIES.flatMap((category) =>
    CHANNELS.map((channel) => ({
      key: `${channel}-${category}`,
      cells: [
        intl.formatMessage(rowLabelMessage, {
          channel: intl.formatMessage(channelLabels[channel]),
          category: intl.formatMessage(consentCategoryLabels[category]),
        }),
        ...STANDINGS.map((standing) =>
          intl.formatNumber(countOf(channel, category, standing), { format: 'integer' }),
        ),
      ],
    })),
  );
  const columns = [
    { label: intl.formatMessage(messages.countsMessages) },
    ...STANDINGS.map((standing) => ({
      label: intl.formatMessage(consentStandingLabels[standing]),
      numeric: true,
    })),
  ];
  return (
    // Not a labelled section: the table's scrolling region is the landmark, under the same name.
    <div className={styles.section}>
      <Subtitle1 as="h2" id={headingId}>
        {title}
      </Subtitle1>
      {/* Six columns do not fit 375 px: the table scrolls in its own region, never the page. */}
      <ScrollRegion label={title}>
        <FigureTable
          columns={columns}
          rows={rows}
          labelledBy={headingId}
          rowHeaders
          className={tableStyles.table}
        />
      </ScrollRegion>
    </div>
  );
};
