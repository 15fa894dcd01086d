package uri_test

import (
	"errors"
	"fmt"

	"github.com/uriref/uri"
)

func ExampleParse() {
	u, err := uri.Parse("foo://example.com:8042/over/there?name=ferret#nose")
	if err != nil {
		panic(err)
	}
	authority, _ := u.Authority()
	query, _ := u.Query()
	fragment, _ := u.Fragment()
	fmt.Println(u.Scheme())
	fmt.Println(authority)
	fmt.Println(u.Path())
	fmt.Println(query)
	fmt.Println(fragment)
	// Output:
	// foo
	// example.com:8042
	// /over/there
	// name=ferret
	// nose
}

func ExampleURI_Query() {
	for _, s := range []string{"http://a?", "http://a", "http://a?q=1"} {
		q, ok := uri.MustParse(s).Query()
		fmt.Printf("%-14q %q %v\n", s, q, ok)
	}
	// Output:
	// "http://a?"    "" true
	// "http://a"     "" false
	// "http://a?q=1" "q=1" true
}

func ExampleError() {
	_, err := uri.Parse("http://a:b/")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Rule)
		fmt.Println(err)
	}
	// Output:
	// 9 port
	// uri: invalid character "b" in port at offset 9 (a port is decimal digits) in "http://a:b/"
}

func ExampleURI_Host() {
	for _, s := range []string{"http://example.com/", "ldap://[2001:db8::7]/c=GB", "file:///etc/hosts", "mailto:a@b"} {
		fmt.Printf("%q\n", uri.MustParse(s).Host())
	}
	// Output:
	// "example.com"
	// "[2001:db8::7]"
	// ""
	// ""
}

func ExampleURI_HostKind() {
	for _, s := range []string{
		"mailto:a@b",
		"file:///etc/hosts",
		"http://192.0.2.16/",
		"http://1.2.3.256/", // 256 is no dec-octet: a reg-name
		"http://01.2.3.4/",  // nor is 01
		"http://[::1]/",
		"http://[v7.x]/",
	} {
		fmt.Println(uri.MustParse(s).HostKind())
	}
	// Output:
	// none
	// regname
	// ipv4
	// regname
	// regname
	// ipv6
	// ipvfuture
}

func ExampleURI_Port() {
	for _, s := range []string{"http://a:8080/", "http://a:/", "http://a/"} {
		port, ok := uri.MustParse(s).Port()
		fmt.Printf("%q %v\n", port, ok)
	}
	// Output:
	// "8080" true
	// "" true
	// "" false
}

func ExampleURI_Addr() {
	for _, s := range []string{"http://192.0.2.1/", "http://[::ffff:192.0.2.1]/", "http://192.0.2.%31/", "http://127.1/"} {
		a, ok := uri.MustParse(s).Addr()
		fmt.Println(a, ok)
	}
	// Output:
	// 192.0.2.1 true
	// ::ffff:192.0.2.1 true
	// 192.0.2.1 true
	// invalid IP false
}

func ExampleURI_IsDNSHost() {
	for _, s := range []string{
		"http://www.example.com/",
		"http://example.com./",
		"http://192.0.2.1/",
		"http://a..b/",
		"http://-a.example/",
		"http://ex%61mple.com/",
		"http://m%C3%BCnchen.de/",
	} {
		fmt.Println(uri.MustParse(s).IsDNSHost())
	}
	// Output:
	// true
	// true
	// false
	// false
	// false
	// true
	// false
}
