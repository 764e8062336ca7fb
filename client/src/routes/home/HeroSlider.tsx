import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { HERO_INTERVAL_MS, HERO_SLIDES } from './heroSlides';
import { useSlideshow } from './useSlideshow';

export function HeroSlider() {
  const { index, go, next, previous, stopped, toggleStopped, hoverHandlers } = useSlideshow(HERO_SLIDES.length, HERO_INTERVAL_MS);
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Highlights" {...hoverHandlers}>
      {HERO_SLIDES.map((slide, i) => (
        <div
          key={slide.heading}
          className={i === index ? 'hero__slide hero__slide--active' : 'hero__slide'}
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${HERO_SLIDES.length}`}
          aria-hidden={i !== index}
          inert={i !== index}
          style={{ backgroundImage: `url(${slide.image})` }}
        >
          <div className="hero__content container">
            <h2 className="hero__heading">{slide.heading}</h2>
            <p className="hero__description">{slide.description}</p>
            <Link className="btn btn--accent btn--large" to="/services/bookcar">
              Book Now
            </Link>
          </div>
        </div>
      ))}
      <button type="button" className="hero__arrow hero__arrow--prev" aria-label="Previous slide" onClick={previous}>
        <ChevronLeftIcon size={28} />
      </button>
      <button type="button" className="hero__arrow hero__arrow--next" aria-label="Next slide" onClick={next}>
        <ChevronRightIcon size={28} />
      </button>
      <button type="button" className="hero__pause" aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'} onClick={toggleStopped}>
        {stopped ? '▶' : '❚❚'}
      </button>
      <div className="hero__dots">
        {HERO_SLIDES.map((slide, i) => (
          <button
            key={slide.heading}
            type="button"
            className={i === index ? 'hero__dot hero__dot--active' : 'hero__dot'}
            aria-label={`Show slide ${i + 1}: ${slide.heading}`}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
