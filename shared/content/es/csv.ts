import type { CohortCsvTexts } from '../../domain/classroom';
import type { DcaCsvTexts } from '../../domain/dca-report';
import { formatFixed } from '../../domain/format';
import type { DcaFrequency } from '../../schemas/dca';

/**
 * The CSV downloads in Spanish (issue 48): the calculator's purchase schedule and the teacher's
 * cohort, column names and summary lines. Their numbers and days stay as the English files write
 * them, for machines: days 'YYYY-MM-DD', '.' before decimals, no thousands separators, amounts
 * with the currency's code ('100.00 USD'), so a spreadsheet reads them in any locale. Column names
 * are snake_case without accents, as data tools expect them.
 */

/** '1 día', '30 días': the number as data (no thousands separator), then the word by number. */
const counted = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
const days = (count: number) => counted(count, 'día', 'días');

/** An amount in a summary line: '100.00 USD'. */
const amount = (value: number, currency: string) => `${formatFixed(value, 2)} ${currency.toUpperCase()}`;

const PURCHASE: Record<DcaFrequency, string> = {
  daily: 'La compra diaria',
  weekly: 'La compra semanal',
  biweekly: 'La compra quincenal',
  monthly: 'La compra mensual',
};
const PURCHASES: Record<DcaFrequency, string> = {
  daily: 'compras diarias',
  weekly: 'compras semanales',
  biweekly: 'compras quincenales',
  monthly: 'compras mensuales',
};

export const dcaCsvSpanish: DcaCsvTexts = {
  conventions: {
    prices: () => 'Precios: el cierre diario de cada día UTC (de 00:00 a 24:00 UTC).',
    schedule: (c) =>
      `${PURCHASE[c.frequency]} se hace ${c.stepDays === 1 ? 'cada día' : `cada ${days(c.stepDays)}`} desde el día de inicio, el ${c.startDate}: ${counted(c.purchases, 'compra', 'compras')}, la última el ${c.lastPurchaseDate}.`,
    partialPeriod: (c) =>
      `Un último periodo incompleto no compra nada: ${days(c.days)} del ${c.startDate} al ${c.endDate} contienen ${counted(c.periods, 'periodo completo', 'periodos completos')} de ${days(c.stepDays)}.`,
    valuation: (c) =>
      `Las dos estrategias se valoran al cierre del día final, el ${c.endDate}; la suma única compra todo al cierre del ${c.startDate}.`,
    noStepUp: () => 'Sin aumento anual: todas las compras son del mismo monto.',
    stepUp: (c) =>
      `Aumento anual de ${c.percent}%: en cada aniversario del día de inicio (mes-día ${c.anniversary} de cada año; un inicio el 29 de febrero aumenta el 1 de marzo en los otros años) el monto crece ${c.percent}%, compuesto sobre el monto del primer año y redondeado al centavo: ${amount(c.firstAmount, c.currency)} el primer año, ${amount(c.lastAmount, c.currency)} en la última compra.`,
    noStartingStack: () => 'Sin reserva inicial: el plan empieza sin bitcoin.',
    startingStack: (c) =>
      `Reserva inicial: ${formatFixed(c.btc, 8)} BTC en tu poder desde el ${c.startDate}, que costaron ${amount(c.cost, c.currency)}. El DCA y la suma única la tienen los dos; su costo cuenta en el dinero aportado (pagado el día de inicio, para el rendimiento anualizado).`,
    annualizedReturn: () =>
      'Rendimiento anualizado: la tasa anual ponderada por el dinero (TIR, o XIRR) sobre los días y montos reales de compra, con comisiones, hasta el valor del día final; se muestra para periodos de un año o más.',
    maxDrawdown: () =>
      'Caída máxima: la mayor caída del valor del portafolio DCA desde un máximo anterior, como porcentaje de ese máximo (cierres diarios; el dinero aportado cuenta en el valor).',
    benchmarks: () =>
      'Referencias: las mismas compras (sin la reserva inicial y sin comisiones), en los mismos meses, en el S&P 500 con dividendos reinvertidos, en oro, o como efectivo después de la inflación de EE. UU.; los dos lados con promedios mensuales, solo en dólares estadounidenses; cada referencia se detiene donde se detienen sus datos, salvo que el efectivo salta el único mes sin IPC publicado (octubre de 2025) y cuenta el dinero de ese mes desde el IPC del mes siguiente.',
    pastOnly: () => 'Todo esto es lo que dieron los precios registrados en el pasado; nada de esto dice lo que harán.',
  },
  title: 'Simulación histórica de DCA de Arkad',
  plan: (number) => `Plan ${number}`,
  inputs: (c) =>
    `${c.title}: ${PURCHASES[c.frequency]} de ${c.amount}, del ${c.startDate} al ${c.endDate}, comisión ${c.feePercent}%${c.extras.map((part) => `, ${part}`).join('')}`,
  stepUp: (percent) => `aumento de ${percent}% al año`,
  startingStack: (btc, cost) => `reserva inicial de ${btc} BTC que costó ${cost}`,
  outcome: (c) =>
    `${c.strategy === 'dca' ? 'DCA' : 'Suma única'}: invertido ${c.invested}, valor final ${c.finalValue}, rendimiento total ${c.totalReturn}, anualizado ${c.annualized ?? 'n/d (menos de un año)'}`,
  headers: (currency) => [
    'fecha',
    `precio_${currency}`,
    `monto_${currency}`,
    `comision_${currency}`,
    'btc',
    'btc_acumulado',
    `invertido_acumulado_${currency}`,
    `valor_${currency}`,
  ],
  planColumn: 'plan',
};

export const cohortCsvSpanish: CohortCsvTexts = {
  name: 'Nombre',
  email: 'Correo electrónico',
  stepsCompleted: 'Pasos completados',
  steps: {
    guide: 'Guía',
    glossary: 'Glosario',
    strategies: 'Estrategias',
    wizard: 'Asistente de estrategias',
    compare: 'Comparar',
    calculator: 'Calculadora DCA',
    treasury: 'Construye tu tesoro',
    security: 'Evaluación de seguridad',
  },
  quiz: (step) => `Cuestionario de ${step}`,
  finalExam: 'Examen final',
  certificate: 'Certificado',
  lastActive: 'Última actividad',
  inactive: 'Sin actividad 7+ días',
  joined: 'Fecha de ingreso',
  completed: (done, total) => `${done} de ${total}`,
  yes: 'sí',
  no: 'no',
  score: (s) => `${s.last}/${s.total} (mejor ${s.best}) ${s.day}`,
};
