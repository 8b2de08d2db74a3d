import { afterEach, describe, expect, it } from 'vitest';
import { absoluteUrl, documentTitle, setPageMeta, showSiteDescription } from './head.ts';
import { startPageLocale } from './i18n/page-locale.ts';

afterEach(() => {
  document.head.querySelector('link[rel="canonical"]')?.remove();
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('setPageMeta', () => {
  it('sets the title with the brand, the description and one absolute canonical link', () => {
    setPageMeta({ title: 'About Our Company', description: 'Who we are.', canonical: '/about-us' });
    setPageMeta({ title: 'Contact Us', description: 'How to reach us.', canonical: '/contact-us' });
    expect(document.title).toBe('Contact Us | Canyon Home Warranty');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/contact-us`,
    );
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('How to reach us.');
    // The prerendered head reads rel before href.
    expect(document.head.querySelector('link[rel="canonical"]')?.outerHTML).toMatch(/^<link rel="canonical" href="/);
  });

  it('leaves the description and canonical link alone when not given', () => {
    setPageMeta({ title: 'A', description: 'Kept.', canonical: '/a' });
    setPageMeta({ title: 'B' });
    expect(documentTitle('B')).toBe(document.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Kept.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/a$/);
  });

  it('keeps absolute addresses as they are', () => {
    expect(absoluteUrl('https://example.com/x', 'http://localhost')).toBe('https://example.com/x');
    expect(absoluteUrl('/x', 'http://localhost')).toBe('http://localhost/x');
    expect(absoluteUrl('x', 'http://localhost')).toBe('http://localhost/x');
  });

  it('names the origin the server wrote into the page, not the address bar', () => {
    const meta = document.createElement('meta');
    meta.name = 'site-origin';
    meta.content = 'https://www.canyon.example';
    document.head.append(meta);
    try {
      setPageMeta({ title: 'About', canonical: '/about-us' });
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://www.canyon.example/about-us',
      );
      expect(absoluteUrl('/x')).toBe('https://www.canyon.example/x');
    } finally {
      meta.remove();
    }
  });
});

describe('the site description', () => {
  afterEach(() => startPageLocale('/'));

  it('is in the page language', () => {
    const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    startPageLocale('/es/homeowner-warranty');
    showSiteDescription();
    expect(description()).toBe(
      'Planes de garantía de vivienda para propietarios y profesionales de bienes raíces en Arizona, Idaho, Nevada, Oregón, Texas y Utah.',
    );
    startPageLocale('/homeowner-warranty');
    showSiteDescription();
    expect(description()).toMatch(/^Home warranty plans for homeowners/);
  });
});
