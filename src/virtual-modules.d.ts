declare module 'virtual:catalog' {
  const catalog: unknown;
  export default catalog;
}
