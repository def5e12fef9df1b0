import { useState } from 'react';
import type { CardData } from '../../../src/contract/page-data';
import { useT } from '../../i18n/i18n-context';

type Slides = Extract<CardData, { kind: 'slideshow' }>['slides'];

/** Slides one at a time with previous/next buttons; every slide is a link into the shop. */
export function Slideshow({ slides, eager }: { slides: Slides; eager: boolean }) {
  const t = useT('storefront');
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const move = (step: number) =>
    setIndex((current) => (current + step + slides.length) % slides.length);
  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label={t('slideshow')}>
      {slides.map((slide, position) => (
        <a
          key={slide.key}
          href={slide.href}
          className="slide"
          hidden={position !== index}
          aria-roledescription="slide"
          aria-label={t('slideOf', { slide: position + 1, slides: slides.length })}
        >
          {slide.image && (
            <picture>
              {slide.mobileImage && (
                <source
                  media="(max-width: 599px)"
                  srcSet={slide.mobileImage.src}
                  width={slide.mobileImage.width}
                  height={slide.mobileImage.height}
                />
              )}
              <img
                src={slide.image.src}
                width={slide.image.width}
                height={slide.image.height}
                alt={slide.image.alt}
                data-sanity={slide.edit?.image}
                loading={eager && position === 0 ? 'eager' : 'lazy'}
                fetchPriority={eager && position === 0 ? 'high' : undefined}
              />
            </picture>
          )}
        </a>
      ))}
      {slides.length > 1 && (
        <div className="slideshow-controls">
          <button type="button" onClick={() => move(-1)} aria-label={t('previousSlide')}>
            ‹
          </button>
          <button type="button" onClick={() => move(1)} aria-label={t('nextSlide')}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
