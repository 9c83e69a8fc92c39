import { useEffect } from 'react';
import { env } from '@/config/env';

/**
 * Names the browser tab after the screen: screen readers announce it on navigation, and staff
 * with several tabs open tell them apart.
 */
export const useDocumentTitle = (title: string | undefined): void => {
  useEffect(() => {
    if (title) document.title = `${title} · ${env.productName}`;
  }, [title]);
};
