import { makeStyles, tokens } from '@fluentui/react-components';

/** A banner across the signed-in frame, under its header: the offline banner, the release notice. */
export const useBannerStyles = makeStyles({
  banner: { borderRadius: 0, paddingInline: tokens.spacingHorizontalL },
});
