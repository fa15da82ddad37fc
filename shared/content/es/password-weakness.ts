import type { PasswordHintMessageId } from '../../domain/password-strength';

/**
 * Why a new password is refused, in Spanish, for the messages the server writes (a 400 on the
 * password field, in the request's language). The forms show the same sentences from their
 * catalogue (client/src/i18n/locales/es/password.json and es.json): password-weakness-text.test.ts
 * holds both to this module, so one weakness never reads two ways.
 */
export const passwordHintsEs: Record<PasswordHintMessageId, string> = {
  'password.weak.warning.straightRow':
    'Esta contraseña es demasiado fácil de adivinar: Las filas seguidas de teclas de tu teclado son fáciles de adivinar.',
  'password.weak.warning.keyPattern':
    'Esta contraseña es demasiado fácil de adivinar: Los patrones cortos del teclado son fáciles de adivinar.',
  'password.weak.warning.simpleRepeat':
    'Esta contraseña es demasiado fácil de adivinar: Los caracteres repetidos, como "aaa", son fáciles de adivinar.',
  'password.weak.warning.extendedRepeat':
    'Esta contraseña es demasiado fácil de adivinar: Los patrones de caracteres repetidos, como "abcabcabc", son fáciles de adivinar.',
  'password.weak.warning.sequences':
    'Esta contraseña es demasiado fácil de adivinar: Las secuencias comunes de caracteres, como "abc", son fáciles de adivinar.',
  'password.weak.warning.recentYears':
    'Esta contraseña es demasiado fácil de adivinar: Los años recientes son fáciles de adivinar.',
  'password.weak.warning.dates': 'Esta contraseña es demasiado fácil de adivinar: Las fechas son fáciles de adivinar.',
  'password.weak.warning.topTen': 'Esta contraseña es demasiado fácil de adivinar: Esta contraseña se usa muchísimo.',
  'password.weak.warning.topHundred':
    'Esta contraseña es demasiado fácil de adivinar: Esta contraseña se usa con mucha frecuencia.',
  'password.weak.warning.common':
    'Esta contraseña es demasiado fácil de adivinar: Esta es una contraseña de uso común.',
  'password.weak.warning.similarToCommon':
    'Esta contraseña es demasiado fácil de adivinar: Se parece a una contraseña de uso común.',
  'password.weak.warning.wordByItself':
    'Esta contraseña es demasiado fácil de adivinar: Una sola palabra es fácil de adivinar.',
  'password.weak.warning.namesByThemselves':
    'Esta contraseña es demasiado fácil de adivinar: Un nombre o un apellido solo es fácil de adivinar.',
  'password.weak.warning.commonNames':
    'Esta contraseña es demasiado fácil de adivinar: Los nombres y apellidos comunes son fáciles de adivinar.',
  'password.weak.warning.userInputs':
    'Esta contraseña es demasiado fácil de adivinar: No debe contener datos personales ni datos de la página.',
  'password.weak.warning.pwned':
    'Esta contraseña es demasiado fácil de adivinar: Tu contraseña quedó expuesta en una filtración de datos en internet.',
  'password.weak.suggestion.l33t':
    "Esta contraseña es demasiado fácil de adivinar: Evita sustituciones de letras previsibles, como '@' en lugar de 'a'.",
  'password.weak.suggestion.reverseWords':
    'Esta contraseña es demasiado fácil de adivinar: Evita palabras comunes escritas al revés.',
  'password.weak.suggestion.allUppercase':
    'Esta contraseña es demasiado fácil de adivinar: Pon en mayúscula algunas letras, pero no todas.',
  'password.weak.suggestion.capitalization':
    'Esta contraseña es demasiado fácil de adivinar: Pon en mayúscula algo más que la primera letra.',
  'password.weak.suggestion.dates':
    'Esta contraseña es demasiado fácil de adivinar: Evita fechas y años relacionados contigo.',
  'password.weak.suggestion.recentYears': 'Esta contraseña es demasiado fácil de adivinar: Evita los años recientes.',
  'password.weak.suggestion.associatedYears':
    'Esta contraseña es demasiado fácil de adivinar: Evita años relacionados contigo.',
  'password.weak.suggestion.sequences':
    'Esta contraseña es demasiado fácil de adivinar: Evita las secuencias comunes de caracteres.',
  'password.weak.suggestion.repeated':
    'Esta contraseña es demasiado fácil de adivinar: Evita repetir palabras y caracteres.',
  'password.weak.suggestion.longerKeyboardPattern':
    'Esta contraseña es demasiado fácil de adivinar: Usa patrones de teclado más largos y cambia varias veces la dirección en que escribes.',
  'password.weak.suggestion.anotherWord':
    'Esta contraseña es demasiado fácil de adivinar: Agrega más palabras que sean poco comunes.',
  'password.weak.suggestion.useWords':
    'Esta contraseña es demasiado fácil de adivinar: Usa varias palabras, pero evita las frases comunes.',
  'password.weak.suggestion.noNeed':
    'Esta contraseña es demasiado fácil de adivinar: Puedes crear contraseñas seguras sin usar símbolos, números ni mayúsculas.',
  'password.weak.suggestion.pwned':
    'Esta contraseña es demasiado fácil de adivinar: Si usas esta contraseña en otro sitio, deberías cambiarla.',
  'password.weak.fallback':
    'Esta contraseña es demasiado fácil de adivinar: Agrega una o dos palabras más que sean poco comunes.',
};

export const personalPasswordEs = 'Tu contraseña no puede contener tu nombre, tu nombre de usuario ni tu correo';
