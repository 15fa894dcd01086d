package view

import (
	"reflect"
	"strings"
)

// Plain returns v as nested map[string]any, []any, string, bool and int
// values, keyed by the names of the json tags: the object that
// encoding/json would write, in the form syscall/js.ValueOf takes. It lets
// the WebAssembly program hand a View to JavaScript without linking
// encoding/json, which would make main.wasm larger.
func Plain(v View) map[string]any {
	return plain(reflect.ValueOf(v)).(map[string]any)
}

func plain(v reflect.Value) any {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return nil
		}
		return plain(v.Elem())
	case reflect.Struct:
		m := make(map[string]any, v.NumField())
		for i := range v.NumField() {
			name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
			m[name] = plain(v.Field(i))
		}
		return m
	case reflect.Slice:
		if v.IsNil() {
			return nil
		}
		s := make([]any, v.Len())
		for i := range s {
			s[i] = plain(v.Index(i))
		}
		return s
	case reflect.String:
		return v.String()
	case reflect.Bool:
		return v.Bool()
	case reflect.Int:
		return int(v.Int())
	}
	panic("view: no plain form for " + v.Type().String())
}
