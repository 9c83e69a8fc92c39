import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { adminMessages } from './admin-messages';

/** From this width the detail opens beside the list; below, it takes the list's place. */
const SIDE_BY_SIDE = '@media (min-width: 1200px)';
const NARROW = '@media (max-width: 1199px)';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  withDetail: { [SIDE_BY_SIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(28rem, 42%)' } },
  // Over the list on narrower screens: the list stays mounted (its scroll and state are kept).
  listBehindDetail: { [NARROW]: { display: 'none' } },
  list: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  detail: {
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    outlineStyle: 'none',
    [SIDE_BY_SIDE]: {
      position: 'sticky',
      top: tokens.spacingVerticalL,
      paddingInlineStart: tokens.spacingHorizontalXXL,
      borderInlineStartWidth: tokens.strokeWidthThin,
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: tokens.colorNeutralStroke2,
    },
  },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

interface AdminMasterDetailProps {
  /** The list with its search, filters, table and pager. */
  list: ReactNode;
  /** The detail of the item the address names (`/admin/<area>/{id}`), if any. */
  detail?: ReactNode;
  /** The item shown: the focus moves to the detail when it changes. */
  detailKey?: string;
  /** The list's path without an id (`/admin/practices`); its query is kept. */
  listPath: string;
  /** Names the detail region ("Practice details"). */
  detailLabel: string;
}

/**
 * An administration list and the detail of one item (SPEC §2's optional path parameter): beside
 * the list on wide screens, in its place below 1200 px, where "Back to the list" returns to the
 * same page, filters and sort (they live in the query, which links keep). A deep link to a
 * detail opens it directly.
 */
export const AdminMasterDetail = ({
  list,
  detail,
  detailKey,
  listPath,
  detailLabel,
}: AdminMasterDetailProps) => {
  const styles = useStyles();
  const intl = useIntl();
  const search = useSearch();
  const region = useRef<HTMLElement>(null);
  const open = detail !== undefined && detail !== null;

  // A newly opened item takes the focus, so a keyboard or a screen reader continues there.
  useEffect(() => {
    if (detailKey) region.current?.focus();
  }, [detailKey]);

  return (
    <div className={mergeClasses(styles.root, open && styles.withDetail)}>
      <div className={mergeClasses(styles.list, open && styles.listBehindDetail)}>{list}</div>
      {open ? (
        <section ref={region} tabIndex={-1} aria-label={detailLabel} className={styles.detail}>
          <Link href={search ? `${listPath}?${search}` : listPath} className={styles.back}>
            <ArrowLeftRegular aria-hidden />
            {intl.formatMessage(adminMessages.backToList)}
          </Link>
          {detail}
        </section>
      ) : null}
    </div>
  );
};

/** The address of an item's detail, keeping the list's query (page, sort, filters). */
export const useDetailHref = (listPath: string) => {
  const search = useSearch();
  return (id: string | number) =>
    `${listPath}/${encodeURIComponent(String(id))}${search ? `?${search}` : ''}`;
};
