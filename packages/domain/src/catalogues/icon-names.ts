/**
 * Names of the Tabler icons users can pick for views, dashboards and other
 * items (SPEC §2). Each name is an export of the Tabler React icon set; the
 * web app maps a name to its component.
 */
export const iconPickerNames = [
  'IconActivity',
  'IconAlertTriangle',
  'IconAnalyze',
  'IconApi',
  'IconBell',
  'IconBolt',
  'IconBook',
  'IconBrain',
  'IconBug',
  'IconBuildingWarehouse',
  'IconBulb',
  'IconCalendar',
  'IconCashBanknote',
  'IconCertificate',
  'IconChartArea',
  'IconChartBar',
  'IconChartLine',
  'IconChartPie',
  'IconCheck',
  'IconChecklist',
  'IconCircleCheck',
  'IconClock',
  'IconCloud',
  'IconCode',
  'IconCoin',
  'IconCpu',
  'IconCreditCard',
  'IconDatabase',
  'IconEye',
  'IconFileExport',
  'IconFileInvoice',
  'IconFileText',
  'IconFilter',
  'IconFlag',
  'IconFlask',
  'IconFolder',
  'IconGauge',
  'IconGitBranch',
  'IconGlobe',
  'IconHeadset',
  'IconHeart',
  'IconHelp',
  'IconHistory',
  'IconHome',
  'IconKey',
  'IconLanguage',
  'IconLayoutDashboard',
  'IconList',
  'IconListDetails',
  'IconLock',
  'IconMail',
  'IconMask',
  'IconMessage',
  'IconMessages',
  'IconMoodHappy',
  'IconMoodSad',
  'IconNotes',
  'IconPencil',
  'IconPlayerPlay',
  'IconPlugConnected',
  'IconPuzzle',
  'IconReceipt',
  'IconRobot',
  'IconRocket',
  'IconSearch',
  'IconSend',
  'IconServer',
  'IconSettings',
  'IconShield',
  'IconShieldCheck',
  'IconShieldLock',
  'IconSparkles',
  'IconStack',
  'IconStack2',
  'IconStack3',
  'IconStar',
  'IconTag',
  'IconTags',
  'IconTarget',
  'IconTerminal2',
  'IconThumbDown',
  'IconThumbUp',
  'IconTimeline',
  'IconTool',
  'IconTrash',
  'IconTrendingUp',
  'IconUser',
  'IconUserCheck',
  'IconUserStar',
  'IconUsers',
  'IconWand',
  'IconWorld',
] as const;
export type IconPickerName = (typeof iconPickerNames)[number];

/** The stack icon shown for items without an icon or with an unknown one. */
export const defaultIconName = 'IconStack2' satisfies IconPickerName;

const iconNameSet: ReadonlySet<string> = new Set(iconPickerNames);

/**
 * Whether a stored value names one of the pickable icons.
 *
 * @example isIconName('IconTrash') // true
 * @example isIconName('trash') // false
 */
export function isIconName(value: unknown): value is IconPickerName {
  return typeof value === 'string' && iconNameSet.has(value);
}

/**
 * The icon to draw for a stored value, falling back to the stack icon.
 *
 * @example iconNameOrDefault('IconNope') // 'IconStack2'
 */
export function iconNameOrDefault(value: unknown): IconPickerName {
  return isIconName(value) ? value : defaultIconName;
}
