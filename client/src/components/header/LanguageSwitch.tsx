import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';

const CHOICES: { language: Language; key: 'language.english' | 'language.hindi' }[] = [
  { language: 'en', key: 'language.english' },
  { language: 'hi', key: 'language.hindi' },
];

/** "English / हिन्दी": each name in its own language and script, the current one pressed. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  return (
    <div className="language-switch" role="group" aria-label={t('language.switchLabel')}>
      {CHOICES.map(({ language, key }, i) => (
        <span key={language} className="language-switch__item">
          {i > 0 && (
            <span className="language-switch__separator" aria-hidden="true">
              /
            </span>
          )}
          <button
            type="button"
            lang={language}
            className="language-switch__button"
            aria-pressed={i18n.language === language}
            onClick={() => void chooseLanguage(language)}
          >
            {t(key)}
          </button>
        </span>
      ))}
    </div>
  );
}
