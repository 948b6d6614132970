import { createElement, type ReactNode } from "react";

const gatsby = jest.requireActual("gatsby");

interface LinkProps {
  to: string;
  children?: ReactNode;
  activeClassName?: string;
  activeStyle?: object;
  getProps?: unknown;
  innerRef?: unknown;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
  [key: string]: unknown;
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, replace, state, to, ...rest }: LinkProps) =>
      createElement("a", { ...rest, href: to }),
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
};
