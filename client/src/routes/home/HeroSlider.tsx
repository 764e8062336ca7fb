import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { HERO_INTERVAL_MS, HERO_SLIDES } from './heroSlides';
import { useSlideshow } from './useSlideshow';

export function HeroSlider() {
  const { t } = useTranslation('shell');
  const { index, go, next, previous, stopped, toggleStopped, hoverHandlers } = useSlideshow(HERO_SLIDES.length, HERO_INTERVAL_MS);
  return (
    <section className="hero" aria-roledescription={t('home.carousel')} aria-label={t('home.highlights')} {...hoverHandlers}>
      {HERO_SLIDES.map((slide, i) => (
        <div
          key={slide.key}
          className={i === index ? 'hero__slide hero__slide--active' : 'hero__slide'}
          aria-roledescription={t('home.slide')}
          aria-label={t('home.slideOf', { n: i + 1, total: HERO_SLIDES.length })}
          aria-hidden={i !== index}
          inert={i !== index}
          style={{ backgroundImage: `url(${slide.image})` }}
        >
          <div className="hero__content container">
            <h2 className="hero__heading">{t(`home.slides.${slide.key}.heading`)}</h2>
            <p className="hero__description">{t(`home.slides.${slide.key}.description`)}</p>
            <Link className="btn btn--accent btn--large" to="/services/bookcar">
              {t('home.bookNow')}
            </Link>
          </div>
        </div>
      ))}
      <button type="button" className="hero__arrow hero__arrow--prev" aria-label={t('home.previousSlide')} onClick={previous}>
        <ChevronLeftIcon size={28} />
      </button>
      <button type="button" className="hero__arrow hero__arrow--next" aria-label={t('home.nextSlide')} onClick={next}>
        <ChevronRightIcon size={28} />
      </button>
      <button type="button" className="hero__pause" aria-label={stopped ? t('home.play') : t('home.pause')} onClick={toggleStopped}>
        {stopped ? '▶' : '❚❚'}
      </button>
      <div className="hero__dots">
        {HERO_SLIDES.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            className={i === index ? 'hero__dot hero__dot--active' : 'hero__dot'}
            aria-label={t('home.showSlide', { n: i + 1, heading: t(`home.slides.${slide.key}.heading`) })}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
