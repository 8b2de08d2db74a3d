import { useEffect } from 'react';
import { brand } from '#web/lib/brand.ts';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);
}
