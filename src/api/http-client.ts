import axios, { type AxiosRequestConfig } from 'axios';
export const apiClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  axios.request<T>({ ...config, ...options }).then((r) => r.data);
export type ErrorType<E> = E;
export type BodyType<B> = B;
