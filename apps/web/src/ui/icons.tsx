// The app's icons: lucide's drawings, gathered at build time into one sprite (/assets/icons-<hash>.svg,
// made by scripts/icon-sprite-plugin.ts from the names below), each drawn on the page as an <svg> holding a
// single <use>. A page hydrates two elements per icon instead of the whole drawing (paths, circles,
// lines), and every drawing is downloaded once for all pages. A new icon: one line below, with
// lucide's name of the drawing (https://lucide.dev/icons).
import type { SVGProps } from 'react';

/** Set by the build (scripts/icon-sprite-plugin.ts); tests run without it. */
declare const __ICON_SPRITE_URL__: string | undefined;
/** The sprite's address, served by the app (and kept by the service worker for offline pages). */
export const ICON_SPRITE_URL = typeof __ICON_SPRITE_URL__ === 'string' ? __ICON_SPRITE_URL__ : '/assets/icons.svg';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string; strokeWidth?: number | string };
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { iconName: string };

/** An icon drawn from the sprite, with lucide's attributes and class names (lucide lucide-<name>). */
export function spriteIcon(name: string): IconComponent {
  function Icon({ size = 24, strokeWidth = 2, color = 'currentColor', className, children, ...rest }: IconProps) {
    // Decorative unless it is given a name: the same rule as lucide.
    const named = Boolean(children) || Object.keys(rest).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from assistive technologies unless the caller names it (aria-label, role...)
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={named ? undefined : true}
        {...rest}
      >
        <use href={`${ICON_SPRITE_URL}#${name}`} />
        {children}
      </svg>
    );
  }
  Icon.displayName = name;
  return Object.assign(Icon, { iconName: name });
}

export const ArrowDown = spriteIcon('arrow-down');
export const ArrowDownUp = spriteIcon('arrow-down-up');
export const ArrowLeft = spriteIcon('arrow-left');
export const ArrowUp = spriteIcon('arrow-up');
export const BadgeCheck = spriteIcon('badge-check');
export const BarChart3 = spriteIcon('chart-column');
export const Bell = spriteIcon('bell');
export const BellOff = spriteIcon('bell-off');
export const BellRing = spriteIcon('bell-ring');
export const BookOpen = spriteIcon('book-open');
export const CalendarClock = spriteIcon('calendar-clock');
export const CalendarDays = spriteIcon('calendar-days');
export const CalendarPlus = spriteIcon('calendar-plus');
export const Camera = spriteIcon('camera');
export const Cast = spriteIcon('cast');
export const Check = spriteIcon('check');
export const CheckCircle2 = spriteIcon('circle-check');
export const ChevronDown = spriteIcon('chevron-down');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const Clock = spriteIcon('clock');
export const CloudOff = spriteIcon('cloud-off');
export const Code2 = spriteIcon('code-xml');
export const Compass = spriteIcon('compass');
export const Copy = spriteIcon('copy');
export const Database = spriteIcon('database');
export const Disc3 = spriteIcon('disc-3');
export const Download = spriteIcon('download');
export const ExternalLink = spriteIcon('external-link');
export const Eye = spriteIcon('eye');
export const EyeOff = spriteIcon('eye-off');
export const FilePlus2 = spriteIcon('file-plus-corner');
export const Gauge = spriteIcon('gauge');
export const Gem = spriteIcon('gem');
export const Gift = spriteIcon('gift');
export const Globe = spriteIcon('globe');
export const GripVertical = spriteIcon('grip-vertical');
export const Headphones = spriteIcon('headphones');
export const Heart = spriteIcon('heart');
export const ImageIcon = spriteIcon('image');
export const ImagePlus = spriteIcon('image-plus');
export const ImageUp = spriteIcon('image-up');
export const Images = spriteIcon('images');
export const KeyRound = spriteIcon('key-round');
export const ListMusic = spriteIcon('list-music');
export const ListOrdered = spriteIcon('list-ordered');
export const ListPlus = spriteIcon('list-plus');
export const Lock = spriteIcon('lock');
export const LogIn = spriteIcon('log-in');
export const LogOut = spriteIcon('log-out');
export const Mail = spriteIcon('mail');
export const MailCheck = spriteIcon('mail-check');
export const MailX = spriteIcon('mail-x');
export const MapPin = spriteIcon('map-pin');
export const Menu = spriteIcon('menu');
export const MessageCircle = spriteIcon('message-circle');
export const MessageSquareHeart = spriteIcon('message-square-heart');
export const Mic = spriteIcon('mic');
export const Mic2 = spriteIcon('mic-vocal');
export const MicOff = spriteIcon('mic-off');
export const MonitorDown = spriteIcon('monitor-down');
export const Moon = spriteIcon('moon');
export const Music = spriteIcon('eighth-notes');
export const Newspaper = spriteIcon('newspaper');
export const PanelRightOpen = spriteIcon('panel-right-open');
export const Pause = spriteIcon('pause');
export const Pencil = spriteIcon('pencil');
export const Phone = spriteIcon('phone');
export const Play = spriteIcon('play');
export const Plus = spriteIcon('plus');
export const Radio = spriteIcon('radio');
export const RadioTower = spriteIcon('radio-tower');
export const RefreshCw = spriteIcon('refresh-cw');
export const Reply = spriteIcon('reply');
export const RotateCcw = spriteIcon('rotate-ccw');
export const RotateCw = spriteIcon('rotate-cw');
export const Rss = spriteIcon('rss');
export const Save = spriteIcon('save');
export const Search = spriteIcon('search');
export const Send = spriteIcon('send');
export const Share = spriteIcon('share');
export const Share2 = spriteIcon('share-2');
export const ShieldCheck = spriteIcon('shield-check');
export const SkipBack = spriteIcon('skip-back');
export const SkipForward = spriteIcon('skip-forward');
export const Sun = spriteIcon('sun');
export const TestTube2 = spriteIcon('test-tube-diagonal');
export const ThumbsUp = spriteIcon('thumbs-up');
export const Trash2 = spriteIcon('trash');
export const TriangleAlert = spriteIcon('triangle-exclamation-point');
export const Trophy = spriteIcon('trophy');
export const Tv = spriteIcon('tv');
export const Upload = spriteIcon('upload');
export const UserPlus = spriteIcon('user-plus');
export const UserRound = spriteIcon('user-round');
export const Users = spriteIcon('users');
export const Volume1 = spriteIcon('volume-1');
export const Volume2 = spriteIcon('volume-2');
export const VolumeX = spriteIcon('volume-x');
export const Wifi = spriteIcon('wifi');
export const WifiOff = spriteIcon('wifi-off');
export const X = spriteIcon('x');
