import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'stroke'> {
  size?: number | string;
  stroke?: number;
}

function createIcon(paths: ReactNode) {
  return function Icon({ size = 20, stroke = 1.75, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const IconPipeline = createIcon(
  <>
    <path d="M4 5h16" />
    <path d="M4 12h10" />
    <path d="M4 19h5" />
    <path d="M17 15l3 3l-3 3" />
  </>,
);

export const IconSpaces = createIcon(
  <>
    <path d="M12 3l8 4.5l-8 4.5l-8-4.5z" />
    <path d="M4 12l8 4.5l8-4.5" />
    <path d="M4 16.5l8 4.5l8-4.5" />
  </>,
);

export const IconTag = createIcon(
  <>
    <path d="M3 7.5v-2.5a2 2 0 0 1 2-2h4.6a2 2 0 0 1 1.4.6l8.4 8.4a2 2 0 0 1 0 2.8l-5.6 5.6a2 2 0 0 1-2.8 0l-8.4-8.4a2 2 0 0 1-.6-1.4z" />
    <circle cx="7.5" cy="7.5" r="1.2" />
  </>,
);

export const IconLogout = createIcon(
  <>
    <path d="M14 8v-2a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3" />
    <path d="M18 15l3-3" />
  </>,
);

export const IconPlus = createIcon(
  <>
    <path d="M12 5v14" />
    <path d="M5 12h14" />
  </>,
);

export const IconPencil = createIcon(
  <>
    <path d="M4 20h4l10.5-10.5a2.8 2.8 0 0 0-4-4l-10.5 10.5v4" />
    <path d="M13.5 6.5l4 4" />
  </>,
);

export const IconTrash = createIcon(
  <>
    <path d="M4 7h16" />
    <path d="M10 11v6" />
    <path d="M14 11v6" />
    <path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12" />
    <path d="M9 7v-3a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
  </>,
);

export const IconCheck = createIcon(<path d="M5 12l5 5l10-10" />);

export const IconAlertCircle = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </>,
);

export const IconLock = createIcon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11v-4a4 4 0 1 1 8 0v4" />
  </>,
);

export const IconCompass = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 16l2-6l6-2l-2 6z" />
  </>,
);

export const IconBuilding = createIcon(
  <>
    <path d="M4 21h16" />
    <path d="M6 21v-16a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />
    <path d="M10 7h1" />
    <path d="M13 7h1" />
    <path d="M10 11h1" />
    <path d="M13 11h1" />
    <path d="M10 21v-5h4v5" />
  </>,
);

export const IconCreditCard = createIcon(
  <>
    <path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-12a3 3 0 0 1-3-3z" />
    <path d="M3 10h18" />
    <path d="M7 15h.01" />
    <path d="M11 15h2" />
  </>,
);

export const IconPlug = createIcon(
  <>
    <path d="M7 12l5 5l-1.5 1.5a3.536 3.536 0 1 1-5-5z" />
    <path d="M17 12l-5-5l1.5-1.5a3.536 3.536 0 1 1 5 5z" />
    <path d="M3 21l2.5-2.5" />
    <path d="M18.5 5.5l2.5-2.5" />
    <path d="M10 11l-2 2" />
    <path d="M13 14l-2 2" />
  </>,
);

export const IconSidebarExpand = createIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
    <path d="M14 10l2 2l-2 2" />
  </>,
);

export const IconSidebarCollapse = createIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
    <path d="M16 10l-2 2l2 2" />
  </>,
);

export const IconSearch = createIcon(
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </>,
);

export const IconColumns = createIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
    <path d="M15 4v16" />
  </>,
);

export const IconDownload = createIcon(
  <>
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    <path d="M7 11l5 5l5-5" />
    <path d="M12 4v12" />
  </>,
);

export const IconUpload = createIcon(
  <>
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2" />
    <path d="M7 9l5 -5l5 5" />
    <path d="M12 4l0 12" />
  </>,
);

export const IconArrowUp = createIcon(
  <>
    <path d="M12 5v14" />
    <path d="M18 11l-6-6" />
    <path d="M6 11l6-6" />
  </>,
);

export const IconArrowDown = createIcon(
  <>
    <path d="M12 5v14" />
    <path d="M18 13l-6 6" />
    <path d="M6 13l6 6" />
  </>,
);

export const IconPuzzle = createIcon(
  <path d="M4 7h3a1 1 0 0 0 1-1v-1a2 2 0 0 1 4 0v1a1 1 0 0 0 1 1h3a1 1 0 0 1 1 1v3a1 1 0 0 0 1 1h1a2 2 0 0 1 0 4h-1a1 1 0 0 0-1 1v3a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-1a2 2 0 0 0-4 0v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1h1a2 2 0 0 0 0-4h-1a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1" />,
);

export const IconExternalLink = createIcon(
  <>
    <path d="M12 6h-6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    <path d="M11 13l9-9" />
    <path d="M15 4h5v5" />
  </>,
);

export const IconArrowLeft = createIcon(
  <>
    <path d="M5 12h14" />
    <path d="M5 12l6 6" />
    <path d="M5 12l6-6" />
  </>,
);

export const IconBan = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.7 5.7l12.6 12.6" />
  </>,
);

export const IconClock = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </>,
);

export const IconRefresh = createIcon(
  <>
    <path d="M20 11a8.1 8.1 0 0 0-15.5-2m-.5-4v4h4" />
    <path d="M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4" />
  </>,
);

export const IconUser = createIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
  </>,
);
export const IconUsers = createIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20v-1a5 5 0 0 1 5-5h3a5 5 0 0 1 5 5v1" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />
    <path d="M18 14a5 5 0 0 1 3.5 5v1" />
  </>,
);

export const IconDots = createIcon(
  <>
    <path d="M5 12h.01" />
    <path d="M12 12h.01" />
    <path d="M19 12h.01" />
  </>,
);

export function FathomMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-6)" />
      <path
        d="M6 20c3-4 6-4 10 0s7 4 10 0"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M6 13c3-4 6-4 10 0s7 4 10 0"
        fill="none"
        stroke="var(--mantine-color-blue-2)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export const IconChevronDown = createIcon(<path d="M6 9l6 6l6-6" />);

export const IconChevronRight = createIcon(<path d="M9 6l6 6l-6 6" />);
