export { Box, Flex, Container, type BoxProps } from './Box';
export { Text, Heading, type TextProps } from './Text';
export { Button, type ButtonProps } from './Button';
export { Input } from './Input';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Spinner, SPINNER_DELAY_MS } from './Spinner';
export { ProgressBar } from './ProgressBar';
export { Card, CardGrid } from './Card';
