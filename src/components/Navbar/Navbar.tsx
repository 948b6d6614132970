import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { colors, fontSizes, layout, mq, radii, shadows, space } from "../../styles/theme";
import { iconButtonCss } from "../Button";
import { Container } from "../Container";
import { Icon } from "../Icon";
import { Logo } from "../Logo";
import { SocialLinks } from "../SocialLinks";
import { ThemeToggle } from "../ThemeToggle";
import { useServicesMenu } from "../../hooks/useServicesMenu";
import { useControlTakeOver } from "../../hooks/useControlTakeOver";
import { useUiCopy } from "../../hooks/useUiCopy";
import { flattenLinks } from "../../rules/services";

export interface NavbarProps {
  siteName: string;
  logoSrc: string;
  logoFallbackSrc: string;
}

const desktopOnly = css({ display: "none", [mq.large]: { display: "flex" } });
const mobileOnly = css({ [mq.large]: { display: "none" } });

const navLinkCss = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.3rem",
  minHeight: 44,
  padding: `0 ${space.sm}`,
  border: 0,
  borderRadius: radii.sm,
  background: "transparent",
  color: colors.text,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  "&:hover, &[aria-expanded='true']": { color: colors.accentText, textDecoration: "none" },
  "&[aria-current='page']": { color: colors.accentText },
});

const relativeCss = css({ position: "relative" });
// Without JavaScript the Services menu and the mobile menu open while pointed at or focused
// within, so their links stay reachable.
const noScriptOpenCss = css({
  "@media (scripting: none)": { "&:hover > [hidden], &:focus-within > [hidden]": { display: "block" } },
});
const chevronCss = css({
  transition: "transform 150ms ease",
  "[aria-expanded='true'] > &": { transform: "rotate(180deg)" },
});
const dropdownCss = css({
  position: "absolute",
  top: "100%",
  left: 0,
  minWidth: 290,
  margin: 0,
  padding: space.xs,
  listStyle: "none",
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  boxShadow: shadows.card,
  zIndex: 20,
});
const dropdownLinkCss = css({
  display: "block",
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radii.sm,
  color: colors.text,
  fontSize: fontSizes.md,
  fontWeight: 650,
  textDecoration: "none",
  "&:hover, &:focus-visible": { background: colors.surfaceAlt, color: colors.accentText },
});
const dropdownSubLinkCss = css({ paddingLeft: space.xl, fontSize: fontSizes.sm, fontWeight: 500 });
const dropdownAllCss = css({
  marginTop: space.xs,
  borderTop: `1px solid ${colors.border}`,
  borderTopLeftRadius: 0,
  borderTopRightRadius: 0,
});
const mobilePanelCss = css({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  maxHeight: `calc(100vh - ${layout.headerHeight})`,
  overflowY: "auto",
  background: colors.bg,
  borderBottom: `1px solid ${colors.border}`,
  boxShadow: shadows.card,
});
const mobileListCss = css({ listStyle: "none", margin: 0, padding: `${space.sm} 0` });
const mobileLinkCss = css({
  display: "block",
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${colors.border}`,
  color: colors.text,
  fontSize: fontSizes.md,
  fontWeight: 650,
  textDecoration: "none",
});
const mobileSubLinkCss = css({ paddingLeft: space.lg, fontSize: fontSizes.sm, fontWeight: 500 });
const mobileSocialCss = css({ paddingBottom: space.md, marginLeft: `-${space.sm}` });
const headerCss = css({
  position: "sticky",
  top: 0,
  zIndex: 50,
  background: colors.bg,
  borderBottom: `1px solid ${colors.border}`,
});
const barCss = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.md,
  height: layout.headerHeight,
});
const desktopListCss = css({
  display: "flex",
  alignItems: "center",
  gap: space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
const actionsCss = css({ display: "flex", flexShrink: 0, alignItems: "center", gap: space.xs });
// Both icons are in the HTML and aria-expanded picks one, so the head script that opens the
// menu before React runs changes attributes only (no hydration mismatch).
const menuIconCss = css({ "[aria-expanded='true'] > &": { display: "none" } });
const closeIconCss = css({ "[aria-expanded='false'] > &": { display: "none" } });

/** Opens a menu the head script opened before React hydrated it (CONTROLS_SCRIPT). */
function useOpenedEarly(rootRef: RefObject<HTMLElement | null>, open: () => void) {
  useControlTakeOver(rootRef, (root) => {
    if (root.querySelector("[data-action='disclose']")?.getAttribute("aria-expanded") === "true") open();
  });
}

function ServicesDropdown() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  /** Opened by the pointer coming over it: the click that follows leaves it open. */
  const openedByPointer = useRef(false);
  useOpenedEarly(itemRef, () => setOpen(true));
  const menuId = useId();
  const items = flattenLinks(useServicesMenu());
  const { navigation } = useUiCopy();

  const focusItem = (index: number) => {
    const links = menuRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length].focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(menuRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusItem(current - 1);
    }
  };

  return (
    <li
      ref={itemRef}
      data-hover-disclose=""
      css={[relativeCss, noScriptOpenCss]}
      // Not a finger: a tap also enters, which would open the menu its click then closes.
      onPointerEnter={(event) => {
        if (event.pointerType === "touch") return;
        openedByPointer.current = !open;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "touch") return;
        openedByPointer.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        css={navLinkCss}
        aria-expanded={open}
        aria-controls={menuId}
        data-action="disclose"
        onClick={() => {
          if (openedByPointer.current) openedByPointer.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {navigation.services}
        <Icon name="chevronDown" size={16} css={chevronCss} />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys and Escape from the menu's links, handled once for all */}
      <ul id={menuId} ref={menuRef} hidden={!open} onKeyDown={onMenuKeyDown} css={dropdownCss}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={() => setOpen(false)}
              data-depth={item.depth}
              css={[dropdownLinkCss, item.depth > 0 && dropdownSubLinkCss, item.to === "/services/" && dropdownAllCss]}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useOpenedEarly(rootRef, () => setOpen(true));
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    // A tap on the page outside the menu closes it, as Escape does.
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  const { navigation } = useUiCopy();
  const links = [...navigation.before, ...flattenLinks(useServicesMenu()), ...navigation.after];
  return (
    <div
      ref={rootRef}
      data-leave-close=""
      css={[mobileOnly, noScriptOpenCss]}
      // Focus moving on past the menu's last link closes it, so what has focus is not under the panel.
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? navigation.closeMenu : navigation.openMenu}
        data-action="disclose"
        data-label-expanded={navigation.closeMenu}
        data-label-collapsed={navigation.openMenu}
        onClick={() => setOpen((value) => !value)}
        css={iconButtonCss}
      >
        <Icon name="menu" css={menuIconCss} />
        <Icon name="close" css={closeIconCss} />
      </button>
      <div id={panelId} hidden={!open} css={mobilePanelCss}>
        <Container>
          <nav aria-label={navigation.mobileLabel}>
            <ul css={mobileListCss}>
              {links.map((link) => {
                const depth = "depth" in link ? (link.depth as number) : 0;
                return (
                  <li key={link.to}>
                    <Link to={link.to} onClick={close} css={[mobileLinkCss, depth > 0 && mobileSubLinkCss]}>
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <SocialLinks css={mobileSocialCss} />
          </nav>
        </Container>
      </div>
    </div>
  );
}

function NavItems({ links }: { links: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} css={navLinkCss}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}

/** Sticky site header: logo, main navigation, social profiles, theme choice. */
export function Navbar({ siteName, logoSrc, logoFallbackSrc }: NavbarProps) {
  const { navigation } = useUiCopy();
  return (
    <header css={headerCss}>
      <Container>
        <div css={barCss}>
          <Logo src={logoSrc} fallbackSrc={logoFallbackSrc} name={siteName} />
          <nav aria-label={navigation.label} css={desktopOnly}>
            <ul css={desktopListCss}>
              <NavItems links={navigation.before} />
              <ServicesDropdown />
              <NavItems links={navigation.after} />
            </ul>
          </nav>
          <div css={actionsCss}>
            <SocialLinks css={desktopOnly} />
            <ThemeToggle />
            <MobileMenu />
          </div>
        </div>
      </Container>
    </header>
  );
}
